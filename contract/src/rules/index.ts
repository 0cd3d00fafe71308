/**
 * The contract's rules as plain functions and constants, free of zod: the schemas are built from them and
 * the browser imports them from `@torget/contract/browser`, so each rule is written once.
 */
export * from './address';
export * from './money';
export * from './text';
export * from './vat';
export * from './delivery';
export * from './variants';
