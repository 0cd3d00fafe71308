import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PaymentSettingsDto } from '@torget/contract';
import { Button, Form, useApiForm } from '@torget/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useT } from '../../../lib/i18n';
import type { SettingsValues } from '../lib/settings-values';
import { PaymentSettings } from './payment-settings';

/** What a marketplace with a manual and a bank-giro method might declare (any method renders the same way). */
const settings: PaymentSettingsDto = {
  methods: [
    {
      id: 'Swish',
      label: 'Swish',
      fields: [
        { name: 'has_swish', label: 'Take Swish payments', type: 'boolean' },
        {
          name: 'swish_number',
          label: 'Swish number',
          type: 'text',
          pattern: '^(123\\d{7}|07\\d{8})$',
          message: 'Swish number must be a Swish business number (such as 123 456 78 90) or a mobile number.',
          requiredWhen: 'has_swish',
          requiredMessage: 'Please enter a swish number.',
          ignore: '[\\s-]',
        },
      ],
    },
    {
      id: 'Bankgiro',
      label: 'Bank giro',
      fields: [
        { name: 'has_bankgiro', label: 'Take bank giro payments', type: 'boolean' },
        {
          name: 'bankgiro_number',
          label: 'Bank giro number',
          type: 'text',
          pattern: '^\\d{3,4}-\\d{4}$',
          message: 'Write the bank giro number as NNN-NNNN or NNNN-NNNN.',
          requiredWhen: 'has_bankgiro',
          requiredMessage: 'Please enter a bank giro number.',
        },
      ],
    },
  ],
  values: { has_swish: false, swish_number: '', has_bankgiro: false, bankgiro_number: '' },
};

/** As in the settings form: the values as edited, checked on Update and again as they change. */
function Editable({ settings }: { settings: PaymentSettingsDto }) {
  const { t } = useT();
  const form = useApiForm<Pick<SettingsValues, 'payments'>>({ defaultValues: { payments: settings.values } });
  return (
    <Form form={form} onSubmit={() => {}} noValidate>
      <PaymentSettings settings={settings} />
      <Button type="submit">{t('common.update')}</Button>
    </Form>
  );
}

const meta: Meta<typeof PaymentSettings> = {
  title: 'storefront/PaymentSettings',
  component: PaymentSettings,
};
export default meta;

type Story = StoryObj<typeof PaymentSettings>;

/**
 * One fieldset per installed method; a text is enabled while its switch is on, checked with its declared rule
 * on Update and again as it is typed.
 */
export const SwitchedOn: Story = {
  render: () => <Editable settings={settings} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Swish number')).toBeDisabled();
    await userEvent.click(canvas.getByLabelText('Take Swish payments'));
    await expect(canvas.getByLabelText('Swish number')).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: /^(Update|Spara)$/ }));
    await expect(await canvas.findByText('Please enter a swish number.')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Swish number'), '123 456 78 90');
    await waitFor(() => expect(canvas.queryByText('Please enter a swish number.')).toBeNull());
    await expect(canvas.getByLabelText('Bank giro number')).toBeDisabled();
  },
};

/** No payment plugin installed. */
export const NoMethods: Story = {
  render: () => <Editable settings={{ methods: [], values: {} }} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        /^(No payment methods are installed on this marketplace\.|Inga betalsätt är installerade på den här marknadsplatsen\.)$/,
      ),
    ).toBeInTheDocument();
  },
};
