import type { Preview } from '@storybook/react-vite';
import { isLocale, type Locale } from '@torget/i18n';
import { LanguageProvider, ThemeRoot } from '@torget/ui';
import english from 'virtual:torget-messages/en';
import swedish from 'virtual:torget-messages/sv';
import { MemoryRouter } from 'react-router-dom';
import { shopThemes } from './shop-themes';

const catalogs = { sv: swedish, en: english };
const load = async (locale: Locale) => catalogs[locale];

/**
 * Every story renders in the language chosen in the toolbar ("Language") and inside a seller's theme chosen in the toolbar ("Shop theme") and inside a router (the
 * apps' components link with React Router). Docs pages come from the `autodocs` tag; the a11y addon checks
 * each story and a violation fails it.
 */
const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'The language the story speaks',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'sv', title: 'Svenska' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
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
  initialGlobals: { shop: 'marketplace', locale: 'en' },
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
  decorators: [
    (Story, context) => {
      const locale: Locale = isLocale(context.globals.locale) ? context.globals.locale : 'en';
      return (
        <LanguageProvider key={locale} locale={locale} messages={catalogs[locale]} load={load}>
          <MemoryRouter>
            <ThemeRoot shop={shopThemes[context.globals.shop as string]?.shop}>
              <Story />
            </ThemeRoot>
          </MemoryRouter>
        </LanguageProvider>
      );
    },
  ],
};

export default preview;
