import { asClass } from 'awilix';
import { AuthContext } from '../../http/auth-context';
import type { CoreModule } from '../index';
import { PasswordHasher } from './password-hasher';
import { TokenService } from './token.service';
import { UserAdminService } from './user-admin.service';
import { UserAuthService } from './user-auth.service';
import { UserProfileService } from './user-profile.service';
import { usersRoutes } from './users.routes';

export const usersModule: CoreModule = {
  name: 'users',
  register(container) {
    container.register({
      passwords: asClass(PasswordHasher).singleton(),
      tokens: asClass(TokenService).singleton(),
      auth: asClass(AuthContext).scoped(),
      userAuth: asClass(UserAuthService).scoped(),
      userProfile: asClass(UserProfileService).scoped(),
      userAdmin: asClass(UserAdminService).scoped(),
    });
  },
  routes: usersRoutes,
};
