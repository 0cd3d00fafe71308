import {
  loadPlugin,
  pluginOptionsFromEnv,
  type LoadedPlugin,
  type PluginDefinition,
} from '../plugins/define-plugin';
import { DEFAULT_PLUGIN_PACKAGES } from './default-plugins';

/** The variable that lists the plugin packages a deployment may switch on (comma-separated). */
export const PLUGINS_VARIABLE = 'TORGET_PLUGINS';

type Env = Readonly<Record<string, string | undefined>>;

/** The packages TORGET_PLUGINS lists (npm names or module URLs), in order; the built-ins when unset or empty. */
export function pluginPackages(env: Env = process.env): string[] {
  const listed = (env[PLUGINS_VARIABLE] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return listed.length > 0 ? [...new Set(listed)] : [...DEFAULT_PLUGIN_PACKAGES];
}

/**
 * Imports a plugin package (core never depends on one statically) and checks that its default export is
 * a plugin; a package that cannot be loaded stops the boot with a message that names it.
 */
export async function importPlugin(packageName: string): Promise<PluginDefinition> {
  let exported: { default?: Partial<PluginDefinition> };
  try {
    // The production bundle carries the workspace's plugins (core/scripts/build.ts); others load by name.
    const bundled = (globalThis as { torgetBundledModules?: Record<string, () => Promise<unknown>> })
      .torgetBundledModules?.[packageName];
    exported = (await (bundled ? bundled() : import(packageName))) as typeof exported;
  } catch (error) {
    throw new Error(`Plugin ${packageName} could not be loaded: ${String(error)}`, { cause: error });
  }
  const definition = exported.default;
  if (!definition?.name || !definition.options || typeof definition.register !== 'function')
    throw new Error(`Plugin ${packageName} has no definePlugin({...}) as its default export`);
  return definition as PluginDefinition;
}

/**
 * The plugins this environment switches on: each package TORGET_PLUGINS lists is imported, its options
 * are read from the variables it declares, and those whose `enabledWhen` holds are validated — a bad
 * option stops the boot with a message naming the plugin and the option.
 */
export async function loadPlugins(env: Env = process.env): Promise<LoadedPlugin[]> {
  const loaded: LoadedPlugin[] = [];
  for (const packageName of pluginPackages(env)) {
    const definition = await importPlugin(packageName);
    const raw = pluginOptionsFromEnv(definition, env);
    if (definition.enabledWhen && !definition.enabledWhen(raw)) continue;
    loaded.push(loadPlugin(definition, raw));
  }
  return loaded;
}
