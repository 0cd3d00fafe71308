import type { buildOpenApi } from '@torget/contract';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

interface Answer {
  description: string;
  content?: Record<string, { schema: unknown }>;
}

interface Operation {
  summary: string;
  tags: string[];
  'x-access': string;
  parameters?: unknown[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, Answer>;
}

const block = (title: string, value: unknown) =>
  `<details><summary>${title}</summary><pre>${escape(JSON.stringify(value, null, 2))}</pre></details>`;

/** A self-contained, readable page of every call (no scripts, no CDN), rendered once at boot. */
export function renderApiDocs(doc: ReturnType<typeof buildOpenApi>): string {
  const sections = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const op = raw as Operation;
      const [[status, success], ...errors] = Object.entries(op.responses) as [
        [string, Answer],
        ...[string, Answer][],
      ];
      const requestType = Object.keys(op.requestBody?.content ?? {})[0];
      const successType = Object.keys(success.content ?? {})[0];
      const html = `<article><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p>${escape(op.summary)} <em>— access: ${escape(op['x-access'])}</em></p>
${op.parameters ? block('Parameters', op.parameters) : ''}
${requestType ? block(`Request body (${requestType})`, op.requestBody!.content[requestType]!.schema) : ''}
${successType ? block(`Response ${status} (${successType})`, success.content![successType]!.schema) : ''}
${errors.length ? `<p>Errors: ${errors.map(([code, answer]) => `${code} ${escape(answer.description)}`).join(' · ')}</p>` : ''}</article>`;
      const tag = op.tags[0] ?? 'Other';
      sections.set(tag, [...(sections.get(tag) ?? []), html]);
    }
  }
  const body = [...sections]
    .map(([tag, ops]) => `<section><h2>${escape(tag)}</h2>${ops.join('\n')}</section>`)
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(doc.info.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1d2330}
h3{font-size:1rem;margin:1.2rem 0 .2rem}.m{display:inline-block;min-width:4.5em;padding:.1em .4em;border-radius:4px;color:#fff;text-align:center;font-size:.8rem}
.get{background:#2b6cb0}.post{background:#2f855a}.put{background:#b7791f}.delete{background:#c53030}
pre{background:#f4f5f7;padding:.8rem;overflow:auto;font-size:.8rem}article{border-bottom:1px solid #e2e4e8;padding-bottom:.6rem}</style>
</head><body><h1>${escape(doc.info.title)}</h1><p>Errors answer <code>{ message, code, field? }</code>. Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>. Calls that are not public take <code>Authorization: Bearer &lt;token&gt;</code> from sign-in.</p>
${body}</body></html>`;
}
