import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Facts } from './facts';

/** Label/value rows: side by side when the list is wide, stacked in a narrow column or on a phone. */
const meta: Meta<typeof Facts> = { title: 'ui/Facts', component: Facts };
export default meta;

type Story = StoryObj<typeof Facts>;

const rows = (
  <>
    <dt>Legal name</dt>
    <dd>Keramikverkstan i Göteborg AB</dd>
    <dt>VAT number</dt>
    <dd>SE556677889901</dd>
    <dt>Address</dt>
    <dd>{'Verkstadsgatan 3\n411 01 Göteborg'}</dd>
    <dt>Email</dt>
    <dd>
      <a href="mailto:keramikverkstan.goteborg.bestallningar@example.se">
        keramikverkstan.goteborg.bestallningar@example.se
      </a>
    </dd>
  </>
);

export const Wide: Story = {
  render: () => <Facts>{rows}</Facts>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each name is the term of the value after it, for screen readers as for the eye.
    await expect(canvas.getByText('VAT number').tagName).toBe('DT');
    await expect(canvas.getByText('VAT number').nextElementSibling).toHaveTextContent('SE556677889901');
  },
};

/** A 320 px phone: each name above its value, the long address wrapping inside the screen. */
export const Phone: Story = {
  render: () => (
    <div style={{ width: 320 }}>
      <Facts>{rows}</Facts>
    </div>
  ),
};
