import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SafeHtml } from './safe-html';

const meta: Meta<typeof SafeHtml> = { title: 'ui/SafeHtml', component: SafeHtml };
export default meta;

type Story = StoryObj<typeof SafeHtml>;

export const SiteText: Story = {
  args: { html: '<h2>Om Torget</h2><p>Handla <strong>direkt</strong> från säljaren.</p>' },
};
export const StripsScripts: Story = {
  args: { html: '<p>Hej</p><img src="x" alt="" onerror="alert(1)"><script>alert(2)</script>' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Hej')).toBeInTheDocument();
    await expect(canvasElement.innerHTML).not.toMatch(/onerror|<script/);
  },
};
