import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@torget/contract/browser';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PageState } from './page-state';

const TRY_AGAIN = /^(Try again|Försök igen)$/;

const meta: Meta<typeof PageState> = {
  title: 'storefront/PageState',
  component: PageState,
  args: { onRetry: fn() },
};
export default meta;

type Story = StoryObj<typeof PageState>;

/** A provider that could not be reached (the server's 502): its message, and "Try again" that asks once more. */
export const ProviderUnreachable: Story = {
  args: {
    error: new ApiError('Swish is not available right now. Please try again in a moment.', 502, 'X'),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Swish/);
    await userEvent.click(canvas.getByRole('button', { name: TRY_AGAIN }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** While it asks again, the button waits. */
export const Retrying: Story = {
  args: { ...ProviderUnreachable.args, retrying: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: TRY_AGAIN })).toBeDisabled();
  },
};

/** A carrier that did not answer in time (its 400 CARRIER_UNAVAILABLE) may answer the next time. */
export const CarrierTimedOut: Story = {
  args: {
    error: new ApiError(
      'PostNord did not answer in time. Try again, or choose another delivery option.',
      400,
      'CARRIER_UNAVAILABLE',
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: TRY_AGAIN })).toBeEnabled();
  },
};

/** A refusal: asking again would not change it, so there is no button. */
export const Refused: Story = {
  args: { error: new ApiError('Svens Snickeri does not take Swish.', 400, 'PAYMENT_NOT_OFFERED') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
