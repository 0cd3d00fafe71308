import type { PaymentMethod } from '@torget/contract';
import { NotFoundError } from '../shared/errors';
import type { PaymentProvider } from './payment.provider';

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
    if (this.providers.has(provider.id))
      throw new Error(`Payment provider "${provider.id}" is registered twice`);
    const rival = this.forMethod(provider.method);
    if (rival)
      throw new Error(
        `Payment providers "${rival.id}" and "${provider.id}" both serve ${provider.method}; turn one off`,
      );
    this.providers.set(provider.id, provider);
  }

  /** By id, e.g. from the webhook URL; an unknown id is a 404 naming it. */
  get(id: string): PaymentProvider {
    const provider = this.providers.get(id);
    if (!provider) throw new NotFoundError(`Unknown payment provider "${id}"`, 'UNKNOWN_PROVIDER');
    return provider;
  }

  /** The provider that takes payments for orders with this payment method, if one is on. */
  forMethod(method: PaymentMethod): PaymentProvider | undefined {
    return [...this.providers.values()].find((provider) => provider.method === method);
  }

  list(): PaymentProvider[] {
    return [...this.providers.values()];
  }
}
