/** Lengths the contract allows, shared by its schemas and the forms' `maxLength`. */
export const TEXT_MAX = 255;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_DESCRIPTION_MAX = 5000;
export const REVIEW_COMMENT_MAX = 2000;
/** A shop's return instructions, per language. */
export const RETURN_INSTRUCTIONS_MAX = 2000;
export const COUNT_IN_STOCK_MAX = 1_000_000;
