import { api } from '@torget/contract';
import { route } from '../../http/route';

export const uploadsRoutes = [
  route(api.uploads.image, async ({ file, scope }) => ({
    image: await scope.uploads.saveImage(file!.bytes),
  })),
];
