import { asClass } from 'awilix';
import { api } from '@torget/contract';
import { route } from '../../http/route';
import type { UploadProvider } from '../../plugins/upload.provider';
import type { CoreModule } from '../index';
import { LocalUploadProvider } from './local-upload.provider';
import { UploadService } from './upload.service';

declare module '../../container' {
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
      uploads: asClass(UploadService).scoped(),
    });
  },
  routes: [
    route(api.uploads.image, async ({ file, scope }) => ({
      image: await scope.uploads.saveImage(file!.bytes),
    })),
  ],
};
