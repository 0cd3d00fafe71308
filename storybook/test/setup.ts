import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as previewAnnotations from '../.storybook/preview';

// The same project annotations Storybook uses: decorators (theme, router), parameters and the a11y checks.
setProjectAnnotations([a11yAnnotations, previewAnnotations]);
