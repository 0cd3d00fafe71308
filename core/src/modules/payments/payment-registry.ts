import type { PaymentMethod } from '@torget/contract';
import { NotFoundError } from '../../shared/errors';
import type { PaymentProvider } from '../../plugins/payment.provider';

/** The payment providers plugins contributed, by id and by the payment method they serve. */
export class PaymentRegistry {
  private readonly providers = new Map<string, PaymentProvider>();

  add(provider: PaymentProvider): void {
    if (this.providers.has(provider.id))
      throw new Error(`Payment provider "${provider.id}" is registered twice`);
    this.providers.set(provider.id, provider);
  }

  /** By id, e.g. from the webhook URL; an unknown id is a 404. */
  get(id: string): PaymentProvider {
    const provider = this.providers.get(id);
    if (!provider) throw new NotFoundError(`Unknown payment provider "${id}"`, 'UNKNOWN_PROVIDER');
    return provider;
  }

  forMethod(method: PaymentMethod): PaymentProvider | undefined {
    return [...this.providers.values()].find((provider) => provider.method === method);
  }

  list(): PaymentProvider[] {
    return [...this.providers.values()];
  }
}
