import { asClass, asFunction } from 'awilix';
import { AuthContext } from './auth-context';
import type { CoreModule } from '../../kernel/core-module';
import { Migration20261122000001Users } from './migrations/20261122000001-users';
import { Migration20261123100002ShopContactEmail } from './migrations/20261123100002-shop-contact-email';
import { Migration20261123130001RateLimits } from './migrations/20261123130001-rate-limits';
import { Migration20261123140001PaymentSettings } from './migrations/20261123140001-payment-settings';
import { Migration20261125110001SellerVat } from './migrations/20261125110001-seller-vat';
import { Migration20261125160001UserLanguage } from './migrations/20261125160001-user-language';
import { Migration20261127060001UserErased } from './migrations/20261127060001-user-erased';
import { Migration20261127050003FreeShippingOver } from './migrations/20261127050003-free-shipping-over';
import { Migration20261127050002UserRestrictions } from './migrations/20261127050002-user-restrictions';
import { Migration20261127130001ShopNames } from './migrations/20261127130001-shop-names';
import { Migration20261128110001SalesStop } from './migrations/20261128110001-sales-stop';
import { SalesStop } from './sales-stop';
import { Migration20261127223001ShopReturns } from './migrations/20261127223001-shop-returns';
import { CoalescedReads } from '../../shared/coalesced-reads';
import { RateLimits } from '../../shared/rate-limits';
import type { CallerRow } from './caller-read';
import { PasswordHasher } from './password-hasher';
import { PaymentSettingsService } from './payment-settings.service';
import { TokenService } from './token.service';
import { UserAdminService } from './user-admin.service';
import { UserAuthService } from './user-auth.service';
import { SellerSchema, UserSchema } from './user.entity';
import { UserProfileService } from './user-profile.service';
import { usersRoutes } from './users.routes';
import { TraderDetailsService } from './trader-details.service';
import { traderDetailsRoutes } from './trader-details.routes';
import { Migration20261128090002TraderDetails } from './migrations/20261128090002-trader-details';

declare module '../../kernel/cradle' {
  interface Cradle {
    passwords: PasswordHasher;
    rateLimits: RateLimits;
    tokens: TokenService;
    auth: AuthContext;
    callerReads: CoalescedReads<CallerRow>;
    userAuth: UserAuthService;
    userProfile: UserProfileService;
    userAdmin: UserAdminService;
    paymentSettings: PaymentSettingsService;
    salesStop: SalesStop;
    traderDetails: TraderDetailsService;
  }
}

declare module '../../shared/event-bus' {
  interface DomainEvents {
    'seller.applied': { userId: string };
    'seller.approved': { userId: string };
    /** The shop's VAT registration was switched; the products module resets its products' rates. */
    'seller.vatRegistrationChanged': { userId: string; registered: boolean };
  }
}

export const usersModule: CoreModule = {
  name: 'users',
  entities: [UserSchema, SellerSchema],
  migrations: [
    { name: '20261122000001-users', class: Migration20261122000001Users },
    { name: '20261123100002-shop-contact-email', class: Migration20261123100002ShopContactEmail },
    { name: '20261123130001-rate-limits', class: Migration20261123130001RateLimits },
    { name: '20261123140001-payment-settings', class: Migration20261123140001PaymentSettings },
    { name: '20261125110001-seller-vat', class: Migration20261125110001SellerVat },
    { name: '20261125160001-user-language', class: Migration20261125160001UserLanguage },
    { name: '20261127060001-user-erased', class: Migration20261127060001UserErased },
    { name: '20261127050003-free-shipping-over', class: Migration20261127050003FreeShippingOver },
    { name: '20261127050002-user-restrictions', class: Migration20261127050002UserRestrictions },
    { name: '20261127130001-shop-names', class: Migration20261127130001ShopNames },
    { name: '20261128110001-sales-stop', class: Migration20261128110001SalesStop },
    { name: '20261128090002-trader-details', class: Migration20261128090002TraderDetails },
    { name: '20261127223001-shop-returns', class: Migration20261127223001ShopReturns },
  ],
  register(container) {
    container.register({
      passwords: asClass(PasswordHasher).singleton(),
      rateLimits: asClass(RateLimits).singleton(),
      tokens: asClass(TokenService).singleton(),
      auth: asClass(AuthContext).scoped(),
      callerReads: asFunction(() => new CoalescedReads<CallerRow>()).singleton(),
      userAuth: asClass(UserAuthService).scoped(),
      userProfile: asClass(UserProfileService).scoped(),
      userAdmin: asClass(UserAdminService).scoped(),
      paymentSettings: asClass(PaymentSettingsService).scoped(),
      salesStop: asClass(SalesStop).singleton(),
      traderDetails: asClass(TraderDetailsService).scoped(),
    });
  },
  routes: [...usersRoutes, ...traderDetailsRoutes],
};
