import type { Preview } from '@storybook/react-vite';
import { createTheme } from '@torget/ui';
import { ThemeProvider } from 'styled-components';

/** Every story renders inside the marketplace theme, as the apps do. */
const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeProvider theme={createTheme()}>
        <Story />
      </ThemeProvider>
    ),
  ],
};

export default preview;
