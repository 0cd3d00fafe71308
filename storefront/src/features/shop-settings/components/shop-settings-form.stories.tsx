import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PaymentSettingsDto } from '@torget/contract';
import { expect, fn, userEvent, within } from 'storybook/test';
import { makeAccount } from '../../../testing/seller-fixtures';
import { swishMethod } from '../testing/payment-methods';
import { ShopSettingsForm } from './shop-settings-form';

/** Swish as its plugin declares it (its texts arrive in the reader's language; English here). */
const paymentSettings: PaymentSettingsDto = {
  methods: [swishMethod],
  values: { has_swish: true, swish_number: '1231234567' },
};

/** The seller's settings screen: every section of the form beside the live preview of the shop page. */
const meta: Meta<typeof ShopSettingsForm> = {
  title: 'storefront/ShopSettingsForm',
  component: ShopSettingsForm,
  args: {
    account: makeAccount(),
    paymentSettings,
    products: [],
    onSaved: fn(),
  },
};
export default meta;

type Story = StoryObj<typeof ShopSettingsForm>;

/** The VAT number follows the organisation number; the preview shows the name as it is typed. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const organisationNumber = canvas.getByLabelText(/^(Organisation number|Organisationsnummer)$/);
    await userEvent.clear(organisationNumber);
    await userEvent.paste('556016-0680');
    await expect(canvas.getByLabelText(/^(VAT number|Momsregistreringsnummer)$/)).toHaveValue(
      'SE556016068001',
    );
    const name = canvas.getByLabelText(/^(Shop name|Butikens namn)$/);
    await userEvent.clear(name);
    await userEvent.paste('Lerverket');
    await expect(
      within(canvas.getByTestId('shop-preview')).getByRole('heading', { level: 1 }),
    ).toHaveTextContent('Lerverket');
  },
};
