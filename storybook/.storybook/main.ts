import type { StorybookConfig } from '@storybook/react-vite';
import { torgetMessages } from '@torget/i18n/vite';

/** One Storybook for the kit and both apps; stories live beside their components. */
const config: StorybookConfig = {
  stories: [
    '../../ui/src/**/*.stories.@(ts|tsx)',
    '../../admin-ui/src/**/*.stories.@(ts|tsx)',
    '../../storefront/src/**/*.stories.@(ts|tsx)',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true },
  // Both apps' and the kit's catalogs, compiled per language (the toolbar's Language switch).
  viteFinal: (vite) => ({ ...vite, plugins: [...(vite.plugins ?? []), torgetMessages('storybook')] }),
};

export default config;
