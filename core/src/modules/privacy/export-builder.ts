import type { EntityManager } from '@mikro-orm/postgresql';
import { formatDate, type Locale } from '@torget/i18n';
import { strToU8, zipSync } from 'fflate';
import { msg, render } from '../../shared/messages';
import { escapeHtml } from '../mail/templates/layout';
import { privacyMap, type TableEntry } from './privacy-map';

type Row = Record<string, unknown>;

/** The columns an export answers for a table: everything on the map but its secrets. */
const exportedColumns = (entry: TableEntry) => [...Object.keys(entry.personal), ...entry.notPersonal];

/**
 * Everything the privacy map finds about one person, table by table: each table's `rowsOf` condition with the
 * person's id, and the columns the map lists (secrets left out). Nothing here names a table or a column of
 * its own, so what the map says is what the export holds.
 */
export async function collectPersonalData(em: EntityManager, userId: string): Promise<Record<string, Row[]>> {
  const tables: Record<string, Row[]> = {};
  for (const entry of privacyMap) {
    if (!entry.rowsOf) continue;
    const columns = exportedColumns(entry).map((column) => `"${column}"`);
    const ids = Array.from({ length: entry.rowsOf.split('?').length - 1 }, () => userId);
    tables[entry.table] = await em.execute<Row[]>(
      `select ${columns.join(', ')} from "${entry.table}" where ${entry.rowsOf}`,
      ids,
    );
  }
  return tables;
}

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** The same data as a page a person can read in a browser, in their language. */
export function renderExportPage(tables: Record<string, Row[]>, locale: Locale, madeAt: Date): string {
  const t = (id: Parameters<typeof msg>[0], values?: Parameters<typeof msg>[1]) =>
    render(msg(id, values), locale);
  const sections = privacyMap
    .filter((entry) => tables[entry.table]?.length)
    .map((entry) => {
      const rows = tables[entry.table]!;
      const columns = exportedColumns(entry);
      const head = columns
        .map(
          (column) =>
            `<th scope="col">${escapeHtml(column)}${entry.personal[column] ? `<br><small>${escapeHtml(entry.personal[column])}</small>` : ''}</th>`,
        )
        .join('');
      const body = rows
        .map(
          (row) =>
            `<tr>${columns.map((column) => `<td>${escapeHtml(cellText(row[column]))}</td>`).join('')}</tr>`,
        )
        .join('\n');
      const why = entry.why ? `<p>${escapeHtml(entry.why)}. ${escapeHtml(entry.keptFor)}.</p>` : '';
      return `<section><h2>${escapeHtml(entry.table)}</h2>${why}<div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div></section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('privacy.exportTitle'))}</title>
<style>body{font-family:sans-serif;margin:1rem;color:#1d2330}table{border-collapse:collapse}th,td{border:1px solid #c9ced6;padding:4px 6px;text-align:left;vertical-align:top}.scroll{overflow-x:auto}</style>
</head><body><h1>${escapeHtml(t('privacy.exportTitle'))}</h1>
<p>${escapeHtml(t('privacy.exportIntro', { date: formatDate(madeAt, locale, 'dateTime') }))}</p>
${sections}
</body></html>
`;
}

/** The zip: `torget-data.json` for programs (Art. 20) and `torget-data.html` to read. */
export function zipExport(tables: Record<string, Row[]>, locale: Locale, madeAt: Date): Uint8Array {
  const json = JSON.stringify({ madeAt: madeAt.toISOString(), tables }, null, 2);
  return zipSync({
    'torget-data.json': strToU8(json),
    'torget-data.html': strToU8(renderExportPage(tables, locale, madeAt)),
  });
}
