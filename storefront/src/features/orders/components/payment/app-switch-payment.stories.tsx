import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppSwitchPayment } from './app-switch-payment';

/** The texts the play functions look for, in English or Swedish (the toolbar's language). */
const PAY = /^(Pay with Swish|Betala med Swish)$/;

/** A 1×1 PNG stands in for the QR code of the Swish token. */
const QR =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const meta: Meta<typeof AppSwitchPayment> = {
  title: 'storefront/AppSwitchPayment',
  component: AppSwitchPayment,
  args: {
    method: 'Swish',
    sending: false,
    payerError: null,
    onPayer: () => {},
    action: {
      kind: 'app_switch',
      url: 'swish://paymentrequest?token=c28a4061470f4af48973bd2a4642b4fa&callbackurl=https%3A%2F%2Ftorget.se%2Forder%2F1',
      open: 'Open Swish',
      image: QR,
      alt: 'Swish QR code: 548,50 kr',
      payer: {
        label: 'Ditt Swish-nummer (mobilnummer)',
        hint: 'Godkänn betalningen i Swish-appen på den telefonen.',
        pattern: '^(?:\\+46|0046|46|0)7\\d{8}$',
        ignore: '[\\s\\-().]',
        message: 'Ange ett svenskt mobilnummer som är kopplat till Swish, till exempel 070 123 45 67.',
      },
    },
  },
};
export default meta;

type Story = StoryObj<typeof AppSwitchPayment>;

/** On a computer (the story's frame is wide): the number, checked before sending, and the code to scan. */
export const OnAComputer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Ditt Swish-nummer (mobilnummer)');
    await userEvent.type(field, '08 123 45 67');
    await userEvent.click(canvas.getByRole('button', { name: PAY }));
    await expect(canvas.getByText(/till exempel 070 123 45 67/)).toBeInTheDocument();
  },
};

/** Swish's answer about the number (ACMT03), beside the field. */
export const NumberRefused: Story = {
  args: { payerError: 'Numret är inte kopplat till Swish. Kontrollera numret eller använd ett annat.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/inte kopplat till Swish/)).toBeInTheDocument();
  },
};
