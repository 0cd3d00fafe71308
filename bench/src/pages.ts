// `npm run bench:pages`: how the storefront's pages weigh and score, measured the way users' tools do.
// Builds the apps, starts the real server (npm start's way: embedded PostgreSQL, demo data) on a fresh data
// dir, then for home, search, product and shop: the initial JavaScript in KB gzip (the scripts each page's
// first HTML names: the entry, its modulepreloads and the screen's chunks) and Lighthouse (npm `lighthouse`,
// Debian's Chromium) performance, accessibility, best practices and SEO, desktop and mobile, in Swedish and in
// English (a browser started with that language, so the server's first HTML and the app agree the way they do
// for a real visitor; `LANGS` picks some). Targets: initial JS ≤ 150 KB gzip on every page (≤ 135 as
// headroom, issue 35); performance ≥ 95 desktop and ≥ 90 mobile; accessibility ≥ 95; SEO 100.
import { execSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.PORT ?? 3999);
const base = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LH_RUNS ?? 3);

/** KB gzip of the script files a first HTML names (the entry, its preloads and the screen's chunks). */
function scriptsKb(html: string): number {
  const dist = path.join(root, 'storefront/dist');
  const files = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
  const bytes = [...files].reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
    0,
  );
  return bytes / 1024;
}

/** The pages measured: home, a search, the top-rated product and its shop. */
async function pagesToMeasure(): Promise<[string, string][]> {
  const { products } = (await fetch(`${base}/api/products?pageSize=1&order=toprated`).then((r) =>
    r.json(),
  )) as {
    products: { _id: string; seller: { _id: string } }[];
  };
  return [
    ['home', '/'],
    ['search', '/search/name/'],
    ['product', `/product/${products[0]!._id}`],
    ['shop', `/seller/${products[0]!.seller._id}`],
  ];
}

async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'torget-pages-'));
  chmodSync(dataDir, 0o755);
  const child = spawn(process.execPath, ['--import', 'tsx', 'core/src/server.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (child.exitCode !== null || i > 900) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

execSync('npm run build:apps', { cwd: root, stdio: 'ignore' });
const entryKb = scriptsKb(readFileSync(path.join(root, 'storefront/dist/index.html'), 'utf8'));
const stop = await startServer();
const browserLanguage = { sv: 'sv-SE,sv', en: 'en-US,en' } as const;
const languages = (process.env.LANGS?.split(',') ?? ['sv', 'en']) as (keyof typeof browserLanguage)[];
const rows: string[] = [];
try {
  const pages = await pagesToMeasure();
  // Each page's first HTML names the entry and the chunks of the screen that draws it (storefront/server).
  const weights: string[] = [];
  for (const [name, url] of pages)
    weights.push(`${name} ${scriptsKb(await fetch(`${base}${url}`).then((r) => r.text())).toFixed(1)}`);
  for (const language of languages) rows.push(...(await measure(language, pages)));
  process.stdout.write(
    [
      `Initial JavaScript (KB gzip; target ≤ 135, budget 150): entry ${entryKb.toFixed(1)}; ${weights.join('; ')}`,
      '',
      '| page | language | form | performance (range of runs) | accessibility | best practices | SEO | LCP | TBT | CLS |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows,
      '',
    ].join('\n'),
  );
} finally {
  await stop();
}

async function measure(language: keyof typeof browserLanguage, pages: [string, string][]): Promise<string[]> {
  const accept = browserLanguage[language];
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--lang=${accept.split(',')[0]}`,
      `--accept-lang=${accept}`,
    ],
  });
  try {
    return await measureIn(chrome.port, language, accept, pages);
  } finally {
    await chrome.kill();
  }
}

async function measureIn(
  chromePort: number,
  language: string,
  accept: string,
  pages: [string, string][],
): Promise<string[]> {
  // Warm up: the first requests of a fresh server compile and fill caches; users of a running shop don't pay that.
  for (const [, url] of pages) for (let i = 0; i < 3; i++) await fetch(`${base}${url}`).then((r) => r.text());
  await lighthouse(`${base}/`, { port: chromePort, logLevel: 'error', onlyCategories: ['performance'] });
  // The first HTML must already be in the measured language, else the numbers are of the wrong page.
  const html = await fetch(`${base}/`, { headers: { 'Accept-Language': accept } }).then((r) => r.text());
  if (!html.includes(`<html lang="${language}"`)) throw new Error(`the first HTML is not in ${language}`);
  const rows: string[] = [];
  const only = process.env.PAGES?.split(',');
  for (const [name, url] of pages.filter(([page]) => !only || only.includes(page))) {
    for (const form of ['desktop', 'mobile'] as const) {
      // Lighthouse's own advice on variance: run several times and report the median run (LH_RUNS, default 3);
      // the range of the performance scores is shown beside it.
      const runs: Awaited<ReturnType<typeof lighthouse>>[] = [];
      for (let run = 0; run < RUNS; run++) {
        runs.push(
          await lighthouse(
            `${base}${url}`,
            {
              port: chromePort,
              extraHeaders: { 'Accept-Language': accept },
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            },
            form === 'desktop' ? desktopConfig : undefined,
          ),
        );
      }
      const performance = (r: (typeof runs)[number]) => r?.lhr.categories.performance?.score ?? 0;
      runs.sort((a, b) => performance(a) - performance(b));
      const result = runs[Math.floor(runs.length / 2)];
      const c = result!.lhr.categories;
      const score = (key: string) => Math.round((c[key]?.score ?? 0) * 100);
      const metric = (key: string) => result!.lhr.audits[key]?.displayValue ?? '';
      const range =
        runs.length > 1
          ? ` (${Math.round(performance(runs[0]) * 100)}–${Math.round(performance(runs.at(-1)) * 100)})`
          : '';
      if (result!.lhr.runtimeError) console.warn(`${name} ${form}: ${result!.lhr.runtimeError.message}`);
      // LH_REPORTS=<dir>: keep the median run's full report, to see which element shifts or which task blocks.
      if (process.env.LH_REPORTS) {
        mkdirSync(process.env.LH_REPORTS, { recursive: true });
        writeFileSync(
          path.join(process.env.LH_REPORTS, `${name}-${language}-${form}.json`),
          JSON.stringify(result!.lhr),
        );
      }
      rows.push(
        `| ${name} | ${language} | ${form} | ${score('performance')}${range} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ` +
          `${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} | ${metric('cumulative-layout-shift')} |`,
      );
    }
  }
  return rows;
}
