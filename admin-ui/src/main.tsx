import { initialLocale } from '@torget/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadMessages } from './lib/i18n';

const locale = initialLocale();
const messages = await loadMessages(locale);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App locale={locale} messages={messages} />
  </StrictMode>,
);
