import { appRoot } from '@torget/ui';
import { AppProvider } from './provider';
import { AdminRouter } from './router';

/** The admin app: its provider around its routes (the kit's appRoot). */
export const App = appRoot(AppProvider, AdminRouter);
