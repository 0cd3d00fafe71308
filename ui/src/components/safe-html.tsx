import DOMPurify from 'dompurify';
import styled from 'styled-components';

const Html = styled.div`
  overflow-wrap: anywhere;
  img {
    max-width: 100%;
    height: auto;
  }
`;

/** User-written HTML (site texts, shop descriptions): sanitized on the server when saved and again here. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <Html className={className} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
