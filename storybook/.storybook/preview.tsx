import type { Preview } from '@storybook/react-vite';
import { ThemeRoot } from '@torget/ui';
import { MemoryRouter } from 'react-router-dom';
import { shopThemes } from './shop-themes';

/**
 * Every story renders inside a seller's theme chosen in the toolbar ("Shop theme") and inside a router (the
 * apps' components link with React Router). Docs pages come from the `autodocs` tag; the a11y addon checks
 * each story and a violation fails it.
 */
const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    shop: {
      description: "The seller's theme the story renders in",
      toolbar: {
        title: 'Shop theme',
        icon: 'paintbrush',
        items: Object.entries(shopThemes).map(([value, { title }]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { shop: 'marketplace' },
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
  decorators: [
    (Story, context) => (
      <MemoryRouter>
        <ThemeRoot shop={shopThemes[context.globals.shop as string]?.shop}>
          <Story />
        </ThemeRoot>
      </MemoryRouter>
    ),
  ],
};

export default preview;
