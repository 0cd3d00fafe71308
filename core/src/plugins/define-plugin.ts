import type { AwilixContainer } from 'awilix';
import type { z } from 'zod';
import type { Cradle } from '../kernel/cradle';
import type { RouteDef } from '../kernel/route-def';

/**
 * A Torget plugin: a package whose default export is `definePlugin({...})`.
 * Its options are validated with its zod schema at boot; `register` may add or replace registrations
 * in the container (plugins register after core's modules, so a plugin's `mailProvider` replaces the
 * dev default); `routes` are mounted beside core's.
 */
export interface PluginDefinition<Options extends z.ZodType = z.ZodType> {
  name: string;
  options: Options;
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
