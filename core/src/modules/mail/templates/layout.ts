import type { Locale } from '@torget/i18n';
import type { MailMessage } from '../../../plugins/mail.provider';

/** Escapes user-provided text (names, shop names, addresses) for the HTML part. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

export interface MailContent {
  to: string;
  /** The language it is written in (the HTML part says so, for screen readers and translators). */
  locale: Locale;
  subject: string;
  /** Paragraphs or lines of plain text; the HTML part is built from the same content. */
  lines: (string | { link: string; label: string } | { table: [string, string][] })[];
}

/** One look for every email: a plain-text part and a simple, escaped HTML part. */
export function compose({ to, locale, subject, lines }: MailContent): MailMessage {
  const text = lines
    .map((line) => {
      if (typeof line === 'string') return line;
      if ('link' in line) return `${line.label}: ${line.link}`;
      return line.table.map(([left, right]) => `${left}  ${right}`).join('\n');
    })
    .join('\n\n');
  const body = lines
    .map((line) => {
      if (typeof line === 'string') return `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`;
      if ('link' in line) return `<p><a href="${escapeHtml(line.link)}">${escapeHtml(line.label)}</a></p>`;
      const rows = line.table.map(
        ([l, r]) => `<tr><td>${escapeHtml(l)}</td><td align="right">${escapeHtml(r)}</td></tr>`,
      );
      return `<table cellpadding="4" style="border-collapse:collapse">${rows.join('')}</table>`;
    })
    .join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;color:#1d2330">
<h2 style="color:#1f5f8b">Torget</h2>
${body}
<p style="color:#5b6472;font-size:12px">Torget AB · Storgatan 1, 111 22 Stockholm</p>
</body></html>`;
  return { to, subject, text: `${text}\n\n— Torget`, html };
}
