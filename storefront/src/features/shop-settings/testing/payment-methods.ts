import type { PaymentSettingsDto } from '@torget/contract';

type DeclaredMethod = PaymentSettingsDto['methods'][number];

/** The Swish plugin's settings as GET /api/users/profile/payment-settings answers them (plugins/payment-swish). */
export const swishMethod: DeclaredMethod = {
  id: 'Swish',
  label: 'Swish',
  fields: [
    { name: 'has_swish', label: 'Take Swish payments', type: 'boolean' },
    {
      name: 'swish_number',
      label: 'Swish number',
      type: 'text',
      pattern: '^(123\\d{7}|07\\d{8})$',
      ignore: '[\\s-]',
      message:
        'Swish number must be a Swish business number (such as 123 456 78 90) or a mobile number (such as 070 123 45 67).',
      requiredWhen: 'has_swish',
      requiredMessage: 'Please enter a swish number.',
    },
  ],
};

/** A method the storefront has never heard of: it renders from its declaration like any other. */
export const giroMethod: DeclaredMethod = {
  id: 'Giro',
  label: 'Bank giro',
  fields: [
    { name: 'has_giro', label: 'Take bank giro payments', type: 'boolean' },
    {
      name: 'giro_account',
      label: 'Bank giro number',
      type: 'text',
      pattern: '^\\d{3,4}-\\d{4}$',
      message: 'Write the bank giro number as NNN-NNNN or NNNN-NNNN.',
      requiredWhen: 'has_giro',
      requiredMessage: 'Please enter your bank giro number.',
    },
  ],
};
