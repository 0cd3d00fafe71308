import DOMPurify from 'dompurify';
import { HtmlBlock } from './server-html';

/**
 * HTML the server has not sanitized yet (a preview of what a seller or admin is typing), sanitized here
 * before it is shown. HTML from the API is rendered through ServerHtml.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <HtmlBlock className={className} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
