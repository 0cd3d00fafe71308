import { describe, expect, it } from 'vitest';
import { enabledPlugins, loadPlugins } from '../plugins';

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).href;
const names = (env: Record<string, string>) => enabledPlugins(env).map((spec) => spec.packageName);

describe('which plugins the environment turns on', () => {
  it('has Swish in manual mode by default and nothing else', () => {
    expect(enabledPlugins({})).toEqual([
      { packageName: '@torget/plugin-payment-swish', options: { mode: 'manual' } },
    ]);
    expect(names({ SWISH_MODE: 'off' })).toEqual([]);
  });

  it('turns PayPal on from its credentials, with the API base and webhook id', () => {
    const [paypal] = enabledPlugins({
      SWISH_MODE: 'off',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_WEBHOOK_ID: 'WH-1',
    });
    expect(paypal).toEqual({
      packageName: '@torget/plugin-payment-paypal',
      options: { clientId: 'id', clientSecret: 'secret', baseUrl: undefined, webhookId: 'WH-1' },
    });
    // Half a configuration still loads the plugin, so its validation names what is missing.
    expect(names({ SWISH_MODE: 'off', PAYPAL_CLIENT_ID: 'id' })).toEqual(['@torget/plugin-payment-paypal']);
  });

  it('turns SMTP mail on from SMTP_URL', () => {
    expect(
      enabledPlugins({ SWISH_MODE: 'off', SMTP_URL: 'smtp://mail:25', MAIL_FROM: 'Torget <a@b.se>' }),
    ).toEqual([
      {
        packageName: '@torget/plugin-mail-smtp',
        options: { smtpUrl: 'smtp://mail:25', from: 'Torget <a@b.se>' },
      },
    ]);
  });
});

describe('loading plugins at boot', () => {
  it('imports the package and validates its options', async () => {
    const [loaded] = await loadPlugins([
      { packageName: fixture('greeting.plugin.ts'), options: { greeting: 'hej' } },
    ]);
    expect(loaded).toMatchObject({ definition: { name: 'greeting' }, options: { greeting: 'hej' } });
  });

  it('stops with a message naming the plugin and the bad option', async () => {
    await expect(
      loadPlugins([{ packageName: fixture('greeting.plugin.ts'), options: { greeting: 'hello' } }]),
    ).rejects.toThrow('Plugin greeting has invalid options:\n  greeting: GREETING must be hej or tjena');
  });

  it('stops with a message naming a package that is missing or is not a plugin', async () => {
    await expect(loadPlugins([{ packageName: '@torget/plugin-nope', options: {} }])).rejects.toThrow(
      /^Plugin @torget\/plugin-nope could not be loaded/,
    );
    const notPlugin = fixture('not-a.plugin.ts');
    await expect(loadPlugins([{ packageName: notPlugin, options: {} }])).rejects.toThrow(
      `Plugin ${notPlugin} has no definePlugin({...}) as its default export`,
    );
  });
});
