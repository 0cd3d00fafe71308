import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PaymentSettingsDto } from '@torget/contract';
import { Button, Form, useApiForm } from '@torget/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useT } from '../../../lib/i18n';
import type { SettingsValues } from '../lib/settings-values';
import { giroMethod, swishMethod } from '../testing/payment-methods';
import { PaymentSettings } from './payment-settings';

/** What a marketplace with Swish and a bank-giro method might declare (any method renders the same way). */
const settings: PaymentSettingsDto = {
  methods: [swishMethod, giroMethod],
  values: { has_swish: false, swish_number: '', has_giro: false, giro_account: '' },
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
