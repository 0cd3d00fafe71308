import { loadPlugin, type LoadedPlugin, type PluginDefinition } from '../plugins/define-plugin';

/** A plugin package to load and the options to validate against its schema. */
export interface PluginSpec {
  packageName: string;
  options: Record<string, unknown>;
}

/**
 * Which plugins are on, decided by the environment: SMTP_URL → mail over SMTP; PAYPAL_CLIENT_ID and
 * PAYPAL_CLIENT_SECRET → PayPal; S3_BUCKET → uploads in S3; Swish's manual mode is on unless
 * SWISH_MODE=off. Core runs with none.
 */
export function enabledPlugins(env: Record<string, string | undefined> = process.env): PluginSpec[] {
  const set = (name: string) => (env[name] ? env[name] : undefined);
  const specs: PluginSpec[] = [];
  if (set('SMTP_URL')) {
    specs.push({
      packageName: '@torget/plugin-mail-smtp',
      options: { smtpUrl: env.SMTP_URL, from: set('MAIL_FROM') },
    });
  }
  if (set('PAYPAL_CLIENT_ID') || set('PAYPAL_CLIENT_SECRET')) {
    specs.push({
      packageName: '@torget/plugin-payment-paypal',
      options: {
        clientId: set('PAYPAL_CLIENT_ID'),
        clientSecret: set('PAYPAL_CLIENT_SECRET'),
        baseUrl: set('PAYPAL_API_BASE'),
        webhookId: set('PAYPAL_WEBHOOK_ID'),
      },
    });
  }
  if (set('S3_BUCKET')) {
    specs.push({
      packageName: '@torget/plugin-upload-s3',
      options: {
        bucket: env.S3_BUCKET,
        region: set('S3_REGION'),
        endpoint: set('S3_ENDPOINT'),
        forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE !== 'false' : undefined,
        accessKeyId: set('S3_ACCESS_KEY_ID'),
        secretAccessKey: set('S3_SECRET_ACCESS_KEY'),
        publicUrl: set('S3_PUBLIC_URL'),
        prefix: env.S3_PREFIX,
      },
    });
  }
  if ((env.SWISH_MODE ?? 'manual') !== 'off') {
    specs.push({
      packageName: '@torget/plugin-payment-swish',
      options: { mode: env.SWISH_MODE ?? 'manual' },
    });
  }
  return specs;
}

/**
 * Imports each plugin package (core never depends on them statically) and validates its options;
 * a missing package or a bad option stops the boot with a message that names it.
 */
export async function loadPlugins(specs: PluginSpec[]): Promise<LoadedPlugin[]> {
  const loaded: LoadedPlugin[] = [];
  for (const spec of specs) {
    let exported: { default?: Partial<PluginDefinition> };
    try {
      // The production bundle carries the workspace's plugins (core/scripts/build.ts); others load by name.
      const bundled = (globalThis as { torgetBundledPlugins?: Record<string, () => Promise<unknown>> })
        .torgetBundledPlugins?.[spec.packageName];
      exported = (await (bundled ? bundled() : import(spec.packageName))) as typeof exported;
    } catch (error) {
      throw new Error(`Plugin ${spec.packageName} could not be loaded: ${String(error)}`, { cause: error });
    }
    const definition = exported.default;
    if (!definition?.name || !definition.options || typeof definition.register !== 'function')
      throw new Error(`Plugin ${spec.packageName} has no definePlugin({...}) as its default export`);
    loaded.push(loadPlugin(definition as PluginDefinition, spec.options));
  }
  return loaded;
}
