import { asClass } from 'awilix';
import type { UploadProvider } from '../../plugins/upload.provider';
import type { CoreModule } from '../../kernel/core-module';
import { uploadsRoutes } from './uploads.routes';
import { LocalUploadProvider } from './local-upload.provider';
import { UploadService } from './upload.service';

declare module '../../kernel/cradle' {
  interface Cradle {
    /** Replaceable by a plugin (registered after the modules). */
    uploadProvider: UploadProvider;
    uploads: UploadService;
  }
}

export const uploadsModule: CoreModule = {
  name: 'uploads',
  register(container) {
    container.register({
      uploadProvider: asClass(LocalUploadProvider).singleton(),
      // Holds nothing per request: one for the app, so background work (products/image-copies.ts) uses it too.
      uploads: asClass(UploadService).singleton(),
    });
  },
  routes: uploadsRoutes,
};
