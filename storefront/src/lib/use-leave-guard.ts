import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Where a click on `target` would take the app, when it is a plain in-app link (else null). */
function inAppHref(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href, location.href);
  return url.origin === location.origin ? url.pathname + url.search + url.hash : null;
}

/**
 * Holds a click on an in-app link that leaves this page while `blocks()` says so (read at the click, so a
 * navigation right after saving is never held), and offers to go on or stay. Closing or reloading the tab is
 * the browser's own question (`beforeunload`). The storefront's router is the light declarative one, which has
 * no blocker of its own (docs/page-weight.md); the back button and a search typed in the header are not held.
 */
export function useLeaveGuard(blocks: () => boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  const check = useRef(blocks);
  check.current = blocks;
  const here = useRef('');
  here.current = useLocation().pathname;

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const next = inAppHref(event);
      if (next === null || new URL(next, location.href).pathname === here.current) return;
      if (!check.current()) return;
      // Capture phase on the document: the link's own handler (the router's) never sees the click.
      event.preventDefault();
      event.stopPropagation();
      setPending(next);
    };
    const onUnload = (event: BeforeUnloadEvent) => {
      if (check.current()) event.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, []);

  return {
    blocked: pending !== null,
    proceed: () => {
      if (pending !== null) navigate(pending);
      setPending(null);
    },
    stay: () => setPending(null),
  };
}
