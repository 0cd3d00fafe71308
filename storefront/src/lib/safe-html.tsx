import DOMPurify from 'dompurify';
import styled from 'styled-components';

const Html = styled.div`
  overflow-wrap: anywhere;

  img {
    height: auto;
  }
`;

/** User-written HTML is sanitized on the server when saved and again here when rendered. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <Html className={className} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
