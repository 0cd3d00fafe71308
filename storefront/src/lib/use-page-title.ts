import { useEffect } from 'react';

/** Sets the tab title while a page is shown (crawlers get the same title from the server's first HTML). */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
