import type { AwilixContainer } from 'awilix';
import type { z } from 'zod';
import type { Cradle } from '../kernel/cradle';
import type { RouteDef } from '../kernel/route-def';

/**
 * Where one option comes from in the environment: the variable's name, or the name with how to read it.
 * An unset variable leaves the option out (its schema's default applies); so does an empty one (`FOO=` in
 * a .env or compose file), unless `keepEmpty` says the empty text is a value of its own.
 */
export type PluginEnvVariable =
  | string
  | {
      name: string;
      /** Turns the text into the option's input type, e.g. `(value) => value !== 'false'` for a switch. */
      parse?(value: string): unknown;
      /** An empty variable is the value '' rather than "not set" (e.g. an empty key prefix). */
      keepEmpty?: boolean;
    };

/** The options as read from the environment, before validation: absent where no variable is set. */
export type RawPluginOptions<Options extends z.ZodType> = Partial<Record<OptionKey<Options>, unknown>>;

type OptionKey<Options extends z.ZodType> = z.input<Options> extends object ? keyof z.input<Options> : never;

/**
 * A Torget plugin: a package whose default export is `definePlugin({...})`.
 * Its options are validated with its zod schema at boot; `register` may add or replace registrations
 * in the container (plugins register after core's modules, so a plugin's `mailProvider` replaces the
 * dev default); `routes` are mounted beside core's.
 *
 * How it is switched on (core/src/config/plugins.ts): the deployment lists the plugin's package in
 * TORGET_PLUGINS (the built-ins by default); core then reads the variables the plugin names in `env`
 * into its options and, when `enabledWhen` says so, validates them and registers the plugin. Core
 * itself names no plugin and none of their variables.
 */
export interface PluginDefinition<Options extends z.ZodType = z.ZodType> {
  name: string;
  options: Options;
  /**
   * The environment variable behind each option, e.g. `{ clientId: 'PAYPAL_CLIENT_ID' }`. Options not
   * named here take their schema's default. Names are UPPER_SNAKE_CASE and prefixed by the plugin's vendor.
   */
  env?: { [Key in OptionKey<Options>]?: PluginEnvVariable };
  /**
   * Whether the listed plugin is on, from its options as read from the environment (before validation,
   * so half a configuration can still turn it on and be refused by name). Unset: on whenever listed.
   */
  enabledWhen?(raw: RawPluginOptions<Options>): boolean;
  register(container: AwilixContainer<Cradle>, options: z.output<Options>): void;
  routes?: RouteDef[];
}

export function definePlugin<Options extends z.ZodType>(
  plugin: PluginDefinition<Options>,
): PluginDefinition<Options> {
  return plugin;
}

/** A plugin whose options passed validation, ready to register. */
export interface LoadedPlugin {
  definition: PluginDefinition;
  options: unknown;
}

/** Validates a plugin's options; a bad option stops the boot with a message naming the plugin and option. */
export function loadPlugin(definition: PluginDefinition, rawOptions: unknown): LoadedPlugin {
  const parsed = definition.options.safeParse(rawOptions);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(options)'}: ${issue.message}`,
    );
    throw new Error(`Plugin ${definition.name} has invalid options:\n  ${problems.join('\n  ')}`);
  }
  return { definition, options: parsed.data };
}

/** The variables a plugin reads, by name (for documentation and the deployment's checks). */
export function pluginEnvNames(definition: PluginDefinition): string[] {
  return Object.values<PluginEnvVariable | undefined>(definition.env ?? {})
    .filter((variable) => variable !== undefined)
    .map((variable) => (typeof variable === 'string' ? variable : variable.name));
}

/** The plugin's options as its `env` declaration reads them from `env` (unvalidated). */
export function pluginOptionsFromEnv(
  definition: PluginDefinition,
  env: Readonly<Record<string, string | undefined>>,
): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const [key, variable] of Object.entries<PluginEnvVariable | undefined>(definition.env ?? {})) {
    if (variable === undefined) continue;
    const { name, parse, keepEmpty } = typeof variable === 'string' ? { name: variable } : variable;
    const value = env[name];
    if (value === undefined || (value === '' && !keepEmpty)) continue;
    options[key] = parse ? parse(value) : value;
  }
  return options;
}
