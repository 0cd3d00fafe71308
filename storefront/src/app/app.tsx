import { appRoot } from '@torget/ui';
import { AppProvider } from './provider';
import { StorefrontRouter } from './router';

/** The storefront: its provider around its routes (the kit's appRoot). */
export const App = appRoot(AppProvider, StorefrontRouter);
