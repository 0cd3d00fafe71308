import { msg } from '../../shared/messages';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProfileInput, ShippingAddressInput } from '@torget/contract';
import type { Locale } from '@torget/i18n';
import type { AppConfig } from '../../config/env';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../shared/errors';
import type { CatalogueVersion } from '../../shared/catalogue-version';
import type { EventBus } from '../../shared/event-bus';
import type { PaymentRegistry } from '../../plugins/payment-registry';
import type { PasswordHasher } from './password-hasher';
import { checkPaymentSettings, paymentSettingsOf, storePaymentSettings } from './payment-settings';
import { sellerChangesFrom, validateDomain, validateSeller } from './seller.rules';
import { deriveVatNumber } from './seller-vat';
import type { TokenService } from './token.service';
import { UserSchema, type User } from './user.entity';
import type { Session } from './user-auth.service';

interface Deps {
  em: EntityManager;
  passwords: PasswordHasher;
  tokens: TokenService;
  events: EventBus;
  config: AppConfig;
  paymentProviders: PaymentRegistry;
  catalogueVersion: CatalogueVersion;
}

/** A user's own account: profile, password, shipping address, seller application and shop settings. */
export class UserProfileService {
  constructor(private readonly deps: Deps) {}

  /** Yourself, or anyone for an admin. */
  async get(actor: User, id: string): Promise<User> {
    if (actor.id !== id && !actor.isAdmin) throw new ForbiddenError(msg('users.ownAccountOnly'));
    const user = await this.deps.em.findOne(UserSchema, { id });
    if (!user) throw new NotFoundError(msg('users.notFound'), 'USER_NOT_FOUND');
    return user;
  }

  /** The caller's chosen language, which mail to them follows. */
  async setLanguage(actor: User, language: Locale): Promise<Locale> {
    actor.language = language;
    await this.deps.em.flush();
    return language;
  }

  /** Always the caller's own account, whatever id the body names. */
  async updateProfile(actor: User, input: ProfileInput): Promise<Session> {
    const { em, passwords, tokens, events } = this.deps;
    if (input.name !== undefined) actor.name = input.name;
    if (input.email !== undefined && input.email !== actor.email) {
      if (await em.count(UserSchema, { email: input.email, id: { $ne: actor.id } })) {
        throw new ConflictError(msg('users.emailTaken'), 'EMAIL_TAKEN');
      }
      actor.email = input.email;
    }
    if (input.password) {
      actor.passwordHash = await passwords.hash(input.password);
      actor.tokenVersion += 1;
    }
    const wasVatRegistered = actor.seller.vatRegistered;
    const applied = await this.applySellerInput(actor, input);
    await em.transactional(async (tx) => {
      await tx.flush();
      if (actor.seller.vatRegistered !== wasVatRegistered)
        await events.publishInTransaction(tx, 'seller.vatRegistrationChanged', {
          userId: actor.id,
          registered: actor.seller.vatRegistered,
        });
      if (applied) await events.publishInTransaction(tx, 'seller.applied', { userId: actor.id });
    });
    // An open shop's name, logo and the like appear on its product pages and listings.
    if (actor.isSeller) await this.deps.catalogueVersion.bump();
    return { user: actor, token: tokens.sign(actor) };
  }

  async saveShippingAddress(actor: User, input: ShippingAddressInput): Promise<User> {
    actor.shippingFullName = input.shipping_full_name;
    actor.shippingAddress = input.shipping_address;
    actor.shippingPostalCode = input.shipping_postal_code;
    actor.shippingCity = input.shipping_city;
    actor.shippingCountry = input.shipping_country;
    await this.deps.em.flush();
    return actor;
  }

  /** Applies and validates the seller part of a profile call; true when this call sent a new application. */
  private async applySellerInput(actor: User, input: ProfileInput): Promise<boolean> {
    const changes = sellerChangesFrom(input);
    const touched = Object.keys(changes).length > 0 || input.wants_to_be_seller !== undefined;
    if (!touched) return false;
    if (actor.isSeller && changes.plan !== undefined && changes.plan !== actor.seller.plan) {
      throw new ValidationError(msg('users.planFixed'), 'seller_plan');
    }
    const applying = input.wants_to_be_seller === true && !actor.isSeller && !actor.wantsToBeSeller;
    if (input.wants_to_be_seller !== undefined && !actor.isSeller)
      actor.wantsToBeSeller = input.wants_to_be_seller;
    const previousOrganisationNumber = actor.seller.organisationNumber;
    Object.assign(actor.seller, changes);
    deriveVatNumber(actor.seller, previousOrganisationNumber);
    if (actor.isSeller || actor.wantsToBeSeller) {
      validateSeller(actor.seller, { asShop: actor.isSeller });
      const settings = checkPaymentSettings(
        paymentSettingsOf(actor.seller),
        this.deps.paymentProviders.settingFields(),
        (key) => `seller_${key}`,
      );
      storePaymentSettings(actor.seller, settings);
    }
    // A domain routes a host to a shop: only an approved shop may claim one (and only on plan 2, checked
    // below), so an applicant cannot reserve another shop's domain. Admins set it for anyone.
    if (changes.domain && !actor.isSeller) {
      throw new ForbiddenError(msg('users.domainNotAllowed'), 'DOMAIN_NOT_ALLOWED');
    }
    if (changes.domain !== undefined || changes.plan !== undefined) {
      actor.seller.domain = await this.uniqueDomain(actor, actor.seller.domain ?? null, actor.seller.plan);
    }
    return applying;
  }

  private async uniqueDomain(actor: User, domain: string | null, plan: number | null | undefined) {
    const normalized = validateDomain(domain, plan, this.deps.config.marketplaceHosts);
    if (
      normalized &&
      (await this.deps.em.count(UserSchema, { seller: { domain: normalized }, id: { $ne: actor.id } }))
    ) {
      throw new ConflictError(msg('users.domainTaken'), 'DOMAIN_TAKEN');
    }
    return normalized;
  }
}
