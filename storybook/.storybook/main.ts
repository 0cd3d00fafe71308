import type { StorybookConfig } from '@storybook/react-vite';

/** One Storybook for the shared ui primitives and both apps; stories live beside their components. */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  core: { disableTelemetry: true },
  stories: [
    '../../ui/src/**/*.stories.@(ts|tsx)',
    '../../storefront/src/**/*.stories.@(ts|tsx)',
    '../../admin-ui/src/**/*.stories.@(ts|tsx)',
  ],
};

export default config;
