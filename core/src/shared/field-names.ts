/** `has_logo` → `hasLogo`: a contract field name (docs/product.md §3) as the entity property that stores it. */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/**
 * The entity property for a contract field. Entities use camelCase and MikroORM's naming strategy turns that back
 * into the snake_case column, so one rule links the three names and no list spells a field out twice.
 */
export const camelCase = <S extends string>(name: S): CamelCase<S> =>
  name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()) as CamelCase<S>;
