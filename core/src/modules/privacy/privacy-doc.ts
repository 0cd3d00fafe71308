import { elsewhere, privacyMap } from './privacy-map';

const cell = (text: string) => text.replaceAll('|', '\\|');

/**
 * docs/privacy.md, rendered from the privacy map (privacy-map.ts) so the document and what the code does cannot
 * drift: privacy-map.test.ts fails while the file on disk differs. Rewrite it with
 * `npx tsx core/src/modules/privacy/write-privacy-doc.ts`.
 */
export function renderPrivacyDoc(): string {
  const rows = privacyMap
    .filter((entry) => Object.keys(entry.personal).length > 0)
    .map((entry) => {
      const what = Object.entries(entry.personal).map(([column, text]) => `\`${column}\` ${text}`);
      return `| \`${entry.table}\` | ${cell(what.join('; '))} | ${cell(entry.why)} | ${cell(entry.keptFor)} |`;
    });
  const none = privacyMap
    .filter((entry) => Object.keys(entry.personal).length === 0)
    .map((e) => `\`${e.table}\``);
  return [
    '<!-- Rendered from core/src/modules/privacy/privacy-map.ts: edit the map, then run',
    '     `npx tsx core/src/modules/privacy/write-privacy-doc.ts`. privacy-map.test.ts fails while this differs. -->',
    '',
    '# Personal data in Torget',
    '',
    'What personal data Torget keeps, where, why and for how long. The same map drives the data export',
    '(`POST /api/users/me/export`: every row the map finds for the person, secrets such as password hashes left',
    'out) and the erasure (`DELETE /api/users/me`); a test compares it with the database, so a new column is put',
    'here, as personal or not, before it can ship.',
    '',
    '## In the database',
    '',
    '| Table | What (column and meaning) | Why | How long |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    `Tables without personal data: ${none.join(', ')}.`,
    '',
    '## Elsewhere',
    '',
    '| What | Where | Why | How long |',
    '| --- | --- | --- | --- |',
    ...elsewhere.map((e) => `| ${cell(e.what)} | ${cell(e.where)} | ${cell(e.why)} | ${cell(e.keptFor)} |`),
    '',
    '## Deleting an account',
    '',
    '- Refused, with the reason, while the person has an order not yet delivered (or paid and not fully refunded),',
    '  a withdrawal not yet refunded, or, as a seller, an open order in the shop.',
    '- Otherwise at once: name, email, password, saved addresses, language and sessions are gone and the email can',
    '  register again. Reviews are removed or kept under "Tidigare kund", as the person chooses.',
    "- Orders stay as bookkeeping records with what a receipt needs; the consumer's name and address are cleared",
    "  from them and the payment provider's answers are cut down to their ids and status.",
    "- A seller's shop closes and its products leave the catalogue; the shop's business identity (legal name,",
    '  organisation and VAT number, address) stays on the closed account for its bookkeeping.',
    '- A last mail confirms it. An admin deleting a user follows the same rules.',
    '',
    '## Retention job',
    '',
    'Runs hourly (queue `privacy-retention`), logs what it removed: password reset tokens a day after they',
    "expire, expired rate-limit rows, exports after 24 hours, and consumers' details on orders 7 years after the",
    'end of the year of the order (the order kept, anonymous).',
    '',
  ].join('\n');
}
