import DOMPurify from 'dompurify';

/** User-written HTML is sanitized on the server when saved and again here when rendered. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
