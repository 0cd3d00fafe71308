/** LIKE wildcards and the escape character itself match literally in a search (backslash is PostgreSQL's escape). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A case-insensitive "contains" pattern for `ilike`. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** Pages in a list of `total` rows, `size` a page. */
export const pageCount = (total: number, size: number) => Math.ceil(total / size);
