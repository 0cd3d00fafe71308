import { useEffect } from 'react';
import { useT } from './i18n';

/** Sets the tab title while a page is shown (crawlers get the same title from the server's first HTML). */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    // The first HTML usually has it already; writing it again costs a phone a few milliseconds for nothing.
    if (title && document.title !== title) document.title = title;
  }, [title]);
}

/**
 * The usual tab title: the page's own (already translated) title followed by ' – Torget', e.g. 'Varukorg – Torget';
 * several parts are joined the same way ('Mugg – Keramikverkstan – Torget'). Nothing is set while a part is still
 * loading (undefined).
 */
export function useSiteTitle(...parts: (string | undefined)[]) {
  const { t } = useT();
  const ready = parts.length > 0 && parts.every((part) => part);
  usePageTitle(ready ? t('page.title', { title: parts.join(' – ') }) : undefined);
}
