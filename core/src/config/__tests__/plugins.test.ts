import { describe, expect, it } from 'vitest';
import { DEFAULT_PLUGIN_PACKAGES } from '../default-plugins';
import { loadPlugins, pluginPackages } from '../plugins';

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).href;
/**
 * The names of the plugins this environment switches on, with their validated options. PostNord (on by
 * default, as a demo without a key) is left out unless a test names POSTNORD_MODE.
 */
const on = async (env: Record<string, string>) =>
  (await loadPlugins({ POSTNORD_MODE: 'off', ...env })).map(({ definition, options }) => ({
    name: definition.name,
    options,
  }));

describe('the default plugin list (TORGET_PLUGINS unset)', () => {
  it('lists the built-ins, and an empty TORGET_PLUGINS means the same', () => {
    expect(pluginPackages({})).toEqual([
      '@torget/plugin-mail-smtp',
      '@torget/plugin-payment-paypal',
      '@torget/plugin-payment-swish',
      '@torget/plugin-upload-s3',
      '@torget/plugin-shipping-postnord',
    ]);
    expect(pluginPackages({ TORGET_PLUGINS: ' ' })).toEqual([...DEFAULT_PLUGIN_PACKAGES]);
  });

  it('has Swish in manual mode by default and nothing else; SWISH_MODE=off removes it', async () => {
    expect(await on({})).toEqual([
      { name: 'payment-swish', options: expect.objectContaining({ mode: 'manual', credentials: undefined }) },
    ]);
    expect(await on({ SWISH_MODE: 'off' })).toEqual([]);
  });

  it("has PostNord's demo (its bundled fake) without a key, the real API with one, and refuses a URL without a key", async () => {
    expect(await on({ SWISH_MODE: 'off', POSTNORD_MODE: '' })).toEqual([
      { name: 'shipping-postnord', options: { mode: 'on' } },
    ]);
    expect(await on({ SWISH_MODE: 'off', POSTNORD_MODE: '', POSTNORD_API_KEY: 'k' })).toEqual([
      { name: 'shipping-postnord', options: { mode: 'on', apiKey: 'k' } },
    ]);
    await expect(on({ POSTNORD_MODE: '', POSTNORD_API_URL: 'https://api2.postnord.com' })).rejects.toThrow(
      'POSTNORD_API_KEY is required when POSTNORD_API_URL is set',
    );
  });

  it('turns PayPal on from its credentials, with the sandbox API by default and the webhook id', async () => {
    expect(
      await on({
        SWISH_MODE: 'off',
        PAYPAL_CLIENT_ID: 'id',
        PAYPAL_CLIENT_SECRET: 'secret',
        PAYPAL_WEBHOOK_ID: 'WH-1',
      }),
    ).toEqual([
      {
        name: 'payment-paypal',
        options: {
          clientId: 'id',
          clientSecret: 'secret',
          baseUrl: 'https://api-m.sandbox.paypal.com',
          webhookId: 'WH-1',
        },
      },
    ]);
  });

  it('turns SMTP mail on from SMTP_URL, with MAIL_FROM as the sender', async () => {
    expect(await on({ SWISH_MODE: 'off', SMTP_URL: 'smtp://mail:25', MAIL_FROM: 'Torget <a@b.se>' })).toEqual(
      [{ name: 'mail-smtp', options: { smtpUrl: 'smtp://mail:25', from: 'Torget <a@b.se>' } }],
    );
  });

  it('treats an empty variable as unset, as compose files write them', async () => {
    expect(
      await on({ SWISH_MODE: '', SMTP_URL: '', PAYPAL_CLIENT_ID: '', PAYPAL_CLIENT_SECRET: '' }),
    ).toEqual([
      { name: 'payment-swish', options: expect.objectContaining({ mode: 'manual', credentials: undefined }) },
    ]);
  });
});

describe('an explicit plugin list', () => {
  it('loads exactly the listed packages, in order, with the options they read from their own variables', async () => {
    const greeting = fixture('greeting.plugin.ts');
    expect(
      pluginPackages({ TORGET_PLUGINS: `${greeting}, @torget/plugin-payment-swish,${greeting}` }),
    ).toEqual([greeting, '@torget/plugin-payment-swish']);
    // SMTP_URL turns nothing on: mail-smtp is not listed.
    expect(
      await on({
        TORGET_PLUGINS: `${greeting},@torget/plugin-payment-swish`,
        GREETING: 'tjena',
        SMTP_URL: 'smtp://mail:25',
      }),
    ).toEqual([
      { name: 'greeting', options: { greeting: 'tjena' } },
      { name: 'payment-swish', options: expect.objectContaining({ mode: 'manual', credentials: undefined }) },
    ]);
  });
});

describe('refusing to start', () => {
  it('names the plugin and the option when a variable is mistyped or missing', async () => {
    await expect(loadPlugins({ SWISH_MODE: 'of' })).rejects.toThrow(
      'Plugin payment-swish has invalid options:\n  mode: SWISH_MODE must be manual or off',
    );
    await expect(loadPlugins({ PAYPAL_CLIENT_ID: 'id' })).rejects.toThrow(
      'Plugin payment-paypal has invalid options:\n  clientSecret: PAYPAL_CLIENT_SECRET is required',
    );
    await expect(
      loadPlugins({ TORGET_PLUGINS: fixture('greeting.plugin.ts'), GREETING: 'hello' }),
    ).rejects.toThrow('Plugin greeting has invalid options:\n  greeting: GREETING must be hej or tjena');
  });

  it('names a listed package that is missing or is not a plugin', async () => {
    await expect(loadPlugins({ TORGET_PLUGINS: '@torget/plugin-nope' })).rejects.toThrow(
      /^Plugin @torget\/plugin-nope could not be loaded/,
    );
    const notPlugin = fixture('not-a.plugin.ts');
    await expect(loadPlugins({ TORGET_PLUGINS: notPlugin })).rejects.toThrow(
      `Plugin ${notPlugin} has no definePlugin({...}) as its default export`,
    );
  });
});
