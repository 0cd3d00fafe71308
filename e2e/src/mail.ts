import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The body of a mail file: every text part, quoted-printable or base64 decoded, as UTF-8. */
export function mailText(raw: string): string {
  const parts = raw.split(/\n--[^\n]+\n/);
  return parts
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
        const bytes = body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        return Buffer.from(bytes, 'latin1').toString('utf8');
      }
      if (/content-transfer-encoding:\s*base64/i.test(head))
        return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
      return body;
    })
    .join('\n');
}

/**
 * The first mail in the server's DATA_DIR/outbox (the dev mail provider's .eml files) to `to` whose text
 * matches `wanted`; the mail queue sends within seconds, so this waits up to 30 s.
 */
export async function mailTo(dataDir: string, to: string, wanted: RegExp): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let i = 0; i < 150; i++) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox);
    } catch {
      // No mail yet.
    }
    for (const file of files) {
      const raw = readFileSync(path.join(outbox, file), 'utf8');
      if (!raw.includes(to)) continue;
      const text = mailText(raw);
      if (wanted.test(text)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} matching ${wanted} in ${outbox}`);
}
