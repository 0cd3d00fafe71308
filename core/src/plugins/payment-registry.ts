import { msg } from '../shared/messages';
import { paymentMethodIdSchema, type PaymentMethod } from '@torget/contract';
import { NotFoundError } from '../shared/errors';
import type { PaymentProvider, PaymentSettingField, PaymentShop } from './payment.provider';

/**
 * The payment providers plugins contributed (`container.cradle.paymentProviders`), by id and by the
 * order payment method each serves. Empty when no payment plugin is on: core still runs.
 */
export class PaymentRegistry {
  private readonly providers = new Map<string, PaymentProvider>();

  /** Adds a provider; a second provider with the same id or for the same method stops the boot. */
  add(provider: PaymentProvider): void {
    if (!/^[a-z0-9-]{1,50}$/.test(provider.id))
      throw new Error(`Payment provider id "${provider.id}" must be 1–50 of a-z, 0-9 and -`);
    if (!paymentMethodIdSchema.safeParse(provider.method).success)
      throw new Error(
        `Payment provider "${provider.id}" names its method "${provider.method}": use 1–50 letters, digits, space, _ or -`,
      );
    if (this.providers.has(provider.id))
      throw new Error(`Payment provider "${provider.id}" is registered twice`);
    const rival = this.forMethod(provider.method);
    if (rival)
      throw new Error(
        `Payment providers "${rival.id}" and "${provider.id}" both serve ${provider.method}; turn one off`,
      );
    this.checkSettings(provider);
    this.providers.set(provider.id, provider);
  }

  /** Every installed provider's per-shop settings, in provider order. */
  settingFields(): PaymentSettingField[] {
    return this.list().flatMap((provider) => provider.settings ?? []);
  }

  /** A setting's key must be snake_case and unique, its pattern a valid expression: else the boot stops. */
  private checkSettings(provider: PaymentProvider): void {
    const taken = new Set(this.settingFields().map((field) => field.name));
    for (const field of provider.settings ?? []) {
      if (!/^[a-z][a-z0-9_]{0,49}$/.test(field.name))
        throw new Error(`Payment provider "${provider.id}" names a setting "${field.name}": use snake_case`);
      if (taken.has(field.name))
        throw new Error(`Payment provider "${provider.id}" declares setting "${field.name}", which is taken`);
      taken.add(field.name);
      if (field.pattern !== undefined) new RegExp(field.pattern);
      if (field.ignore !== undefined) new RegExp(field.ignore, 'g');
    }
  }

  /** By id, e.g. from the webhook URL; an unknown id is a 404 naming it. */
  get(id: string): PaymentProvider {
    const provider = this.providers.get(id);
    if (!provider) throw new NotFoundError(msg('payments.unknownProvider', { id }), 'UNKNOWN_PROVIDER');
    return provider;
  }

  /** The provider that takes payments for orders with this payment method, if one is on. */
  forMethod(method: PaymentMethod): PaymentProvider | undefined {
    return [...this.providers.values()].find((provider) => provider.method === method);
  }

  /**
   * Whether this shop marks orders of this method paid by hand (the provider's `shopMarksPaid`); false
   * for a method no plugin serves now, whose orders nobody may mark paid.
   */
  shopMarksPaid(method: PaymentMethod, shop: PaymentShop): boolean {
    const marks = this.forMethod(method)?.shopMarksPaid;
    return typeof marks === 'function' ? marks(shop) : marks === true;
  }

  /** The methods whose unpaid orders wait for this shop's own mark (as its order page offers it). */
  methodsShopMarksPaid(shop: PaymentShop): PaymentMethod[] {
    return this.list()
      .map((provider) => provider.method)
      .filter((method) => this.shopMarksPaid(method, shop));
  }

  /**
   * The providers this shop can be paid with (each provider decides with `isAvailableFor`), in the
   * providers' `listOrder`: the first is the payment screen's default.
   */
  availableFor(shop: PaymentShop): PaymentProvider[] {
    const rank = (provider: PaymentProvider) => provider.listOrder ?? Number.MAX_SAFE_INTEGER;
    return this.list()
      .filter((provider) => provider.isAvailableFor(shop))
      .sort((a, b) => rank(a) - rank(b));
  }

  list(): PaymentProvider[] {
    return [...this.providers.values()];
  }
}
