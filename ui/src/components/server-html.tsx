import styled from 'styled-components';

/** How user-written HTML sits in a page: long words wrap, images fit. Shared with SafeHtml's previews. */
export const HtmlBlock = styled.div`
  overflow-wrap: anywhere;
  img {
    max-width: 100%;
    height: auto;
  }
`;

/**
 * User-written HTML as the API answers it (site texts, shop descriptions): the server sanitizes it with
 * its one allow-list (core/src/shared/sanitize.ts) when it is saved, and a shop's description again on
 * the way out, and the page's Content-Security-Policy runs no inline script. Public pages render it as
 * it comes, without a second sanitizer in their first JavaScript; text typed but not yet saved is shown
 * through SafeHtml.
 */
export function ServerHtml({ html, className }: { html: string; className?: string }) {
  return <HtmlBlock className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
