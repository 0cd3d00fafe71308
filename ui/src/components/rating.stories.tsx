import type { Meta, StoryObj } from '@storybook/react-vite';
import { translateActive as say } from '../i18n/active';
import { expect, within } from 'storybook/test';
import { Rating } from './rating';

const meta: Meta<typeof Rating> = { title: 'ui/Rating', component: Rating };
export default meta;

type Story = StoryObj<typeof Rating>;

export const WithReviews: Story = {
  args: { value: 4.5, count: 12 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', {
        name: new RegExp(say('rating.spoken', { rating: '4.5' }).replace('4.5', '4[.,]5')),
      }),
    ).toBeInTheDocument();
  },
};
export const NoReviews: Story = { args: { value: 0, count: 0 } };
export const Perfect: Story = { args: { value: 5 } };
