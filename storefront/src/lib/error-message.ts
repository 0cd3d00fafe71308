/** docs/product.md §8's messages: the kit's one helper for both apps. */
export { errorMessage, genericMessage } from '@torget/ui';
