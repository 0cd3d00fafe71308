import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettingsForm } from './settings-form';
import { translateActive as say } from '@torget/ui';

const texts = {
  about_text: '<h2>Om Torget</h2><p>Handla lokalt, <strong>direkt</strong> från säljaren.</p>',
  privacy_text: '<p>Vi sparar bara det vi behöver.</p>',
  become_seller_text_1: '<h2>Sälj på Torget</h2>',
  become_seller_text_2: '<p>Välj plan.</p>',
  privacy_policy_text: '<h2>Integritetspolicy</h2>',
  terms_text: '<h2>Köpvillkor</h2>',
  notice_intro_text: '<p>Anmäl det du tror är olagligt.</p>',
  terms_grounds_text: 'Villkoren 3.1: Förbjudna varor',
  require_trader_details: true,
  require_product_safety_info: true,
  product_safety_contact: 'produktsakerhet@torget.se, 08-123 45 67',
};

/** Admin / Settings: the five site texts and a sanitized preview of the one being edited. */
const meta: Meta<typeof SettingsForm> = {
  title: 'admin-ui/Settings',
  component: SettingsForm,
  args: { settings: texts, onSaved: fn() },
};
export default meta;

export const Editing: StoryObj<typeof SettingsForm> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: say('settings.preview', { label: say('settings.about') }) }),
    ).toHaveTextContent('direkt');
    await userEvent.click(canvas.getByLabelText(say('settings.privacy')));
    await expect(
      canvas.getByRole('region', { name: say('settings.preview', { label: say('settings.privacy') }) }),
    ).toHaveTextContent('Vi sparar bara');
  },
};

export const SavedShowsSnackbar: StoryObj<typeof SettingsForm> = {
  beforeEach: () => {
    // The form's PUT answered as the server does: the saved texts.
    const real = globalThis.fetch;
    globalThis.fetch = async (_url, init) => new Response(String(init?.body), { status: 200 });
    return () => {
      globalThis.fetch = real;
    };
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: say('common.update') }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(say('settings.updated'));
    await expect(args.onSaved).toHaveBeenCalledWith(texts);
  },
};
