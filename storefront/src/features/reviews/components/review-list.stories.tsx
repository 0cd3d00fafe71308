import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { makeReview } from '../../../testing/fixtures';
import { ReviewList, ReviewsExplained } from './review-list';

const VERIFIED = /^(Verified purchase|Verifierat köp)$/;

const meta: Meta<typeof ReviewList> = {
  title: 'storefront/ReviewList',
  component: ReviewList,
  render: (args) => (
    <>
      <ReviewsExplained />
      <ReviewList {...args} />
    </>
  ),
  args: {
    reviews: [
      makeReview({ _id: 'r1', name: 'Anna', verified: true, comment: 'Precis som på bilden.' }),
      makeReview({ _id: 'r2', name: 'Bertil', rating: 2, verified: false, comment: 'Kom fram sent.' }),
    ],
  },
};
export default meta;

type Story = StoryObj<typeof ReviewList>;

/** A verified buyer's review carries the mark, the other none; the explanation opens on demand. */
export const VerifiedAndNot: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(VERIFIED)).toHaveLength(1);
    await userEvent.click(canvas.getByText(/^(How are reviews checked\?|Hur kontrolleras recensionerna\?)$/));
    await expect(canvas.getByText(/(marked Verified purchase|märks Verifierat köp)/)).toBeVisible();
  },
};
