import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentSettingsDto, PaymentSettingsInput } from '@torget/contract';
import type { Locale } from '@torget/i18n';
import { localizeField } from '../../plugins/localize';
import type { PaymentRegistry } from '../../plugins/payment-registry';
import { checkPaymentSettings, paymentSettingsOf, storePaymentSettings } from './payment-settings';
import type { User } from './user.entity';

interface Deps {
  em: EntityManager;
  paymentProviders: PaymentRegistry;
  /** The reader's language: the plugins' labels and messages are picked in it. */
  locale: Locale;
}

/** A shop's settings for the installed payment methods, as their plugins declare them. */
export class PaymentSettingsService {
  constructor(private readonly deps: Deps) {}

  view(actor: User): PaymentSettingsDto {
    const { paymentProviders } = this.deps;
    const current = paymentSettingsOf(actor.seller);
    const fields = paymentProviders.settingFields();
    return {
      methods: paymentProviders.list().map((provider) => ({
        id: provider.method,
        label: provider.label[this.deps.locale],
        // The declaration minus what stays on the server (`normalize`).
        fields: (provider.settings ?? []).map((field) => localizeField(field, this.deps.locale)),
      })),
      values: Object.fromEntries(
        fields.map((field) => [field.name, current[field.name] ?? (field.type === 'boolean' ? false : '')]),
      ),
    };
  }

  async update(actor: User, input: PaymentSettingsInput): Promise<PaymentSettingsDto> {
    const fields = this.deps.paymentProviders.settingFields();
    const checked = checkPaymentSettings({ ...paymentSettingsOf(actor.seller), ...input.values }, fields);
    storePaymentSettings(actor.seller, checked);
    await this.deps.em.flush();
    return this.view(actor);
  }
}
