import english from 'virtual:torget-messages/en';
import { createI18n } from '../i18n/language-provider';
import { setFallbackLanguage } from '../i18n/use-translate';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts between tests only with vitest globals; do it explicitly.
afterEach(cleanup);

// The first visit to a lazy route compiles its chunk, which takes over a second on a busy machine: `findBy…`
// waits up to 5 s instead of the default 1 s, so screens are not reported missing while still loading.
configure({ asyncUtilTimeout: 5000 });

// A component rendered on its own (without an app's LanguageProvider) speaks English, the spec's language;
// whole-app renders choose their language themselves.
setFallbackLanguage({ i18n: createI18n('en', english), locale: 'en', setLocale: async () => {} });
