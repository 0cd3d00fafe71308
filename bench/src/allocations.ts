import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../../core/src/db/embedded-postgres';
import { mappedStack } from '../../core/src/shared/mapped-stack';
import { startBuiltCore } from './built-core';
import { openBenchDatabase } from './database';
import { SUGGESTION_PREFIXES } from './workloads';

/**
 * `npm run allocations -w @torget/bench -- [suggestions|list|/api/…]`: what one kind of request allocates
 * in the built core, per answer, and where. Core runs as the bench runs it, on the bench's catalogue
 * (`npm run seed:bench` first: DATABASE_URL, else .data/bench), under the bench's load (50 connections);
 * V8's sampling heap profiler, keeping the objects the collector has freed, counts every allocation over
 * the inspector. What a request allocates sets how often the young generation is collected, and how much
 * of what is in flight then gets promoted (docs/performance.md).
 *
 * - `suggestions`: bench.ts's typed prefixes; `list`: pages 2–20 of the catalogue; else one path.
 * - SECONDS (default 10) measured after 6 s of the same load; TOP (default 25) places listed.
 */
const say = (...parts: unknown[]) => process.stdout.write(`${parts.map(String).join(' ')}\n`);

const kind = process.argv[2] ?? 'suggestions';
const paths =
  kind === 'suggestions'
    ? SUGGESTION_PREFIXES.map((prefix) => `/api/search/suggestions?q=${encodeURIComponent(prefix)}`)
    : kind === 'list'
      ? Array.from({ length: 19 }, (_, i) => `/api/products?pageNumber=${i + 2}`)
      : [kind];

const database = await openBenchDatabase(path.resolve(import.meta.dirname, '../../.data/bench'));
const inspectPort = await freePort();
const core = await startBuiltCore(database.url, { inspectPort });

function load(seconds: number): Promise<autocannon.Result> {
  let next = 0;
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url: core.url,
        connections: 50,
        duration: seconds,
        requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
      },
      (error, result) => (error ? reject(error as Error) : resolve(result)),
    ),
  );
}

/** One inspector session on core: each call answered by its id. */
async function inspector() {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
  const waiting = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id) waiting.get(message.id)?.(message.result);
  });
  let last = 0;
  return {
    call: <T>(method: string, params = {}) =>
      new Promise<T>((resolve) => {
        const id = ++last;
        waiting.set(id, resolve as (result: unknown) => void);
        socket.send(JSON.stringify({ id, method, params }));
      }),
    close: () => socket.close(),
  };
}

interface SampledNode {
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  selfSize: number;
  children: SampledNode[];
}

/** A frame as `name file:line`, core's bundle mapped back to its TypeScript. */
function frameName({ functionName, url, lineNumber, columnNumber }: SampledNode['callFrame']): string {
  const where = mappedStack(`${url.replace('file://', '')}:${lineNumber + 1}:${columnNumber + 1}`);
  return `${functionName || '(anonymous)'} ${where.split('/').slice(-2).join('/').replace(/:\d+$/, '')}`;
}

try {
  await load(6);
  const session = await inspector();
  await session.call('HeapProfiler.startSampling', {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  const result = await load(Number(process.env.SECONDS ?? 10));
  const { profile } = await session.call<{ profile: { head: SampledNode } }>('HeapProfiler.stopSampling');
  session.close();

  // Each allocation under its function and the two calls above it.
  const places = new Map<string, number>();
  let total = 0;
  const walk = (node: SampledNode, above: string[]) => {
    const stack = [...above.slice(-2), frameName(node.callFrame)];
    if (node.selfSize) {
      total += node.selfSize;
      const place = stack.toReversed().join(' ← ');
      places.set(place, (places.get(place) ?? 0) + node.selfSize);
    }
    for (const child of node.children) walk(child, stack);
  };
  walk(profile.head, []);
  const answers = result.requests.total;
  say(
    `${kind}: ${answers} answers (${result.non2xx} not 2xx), ${(total / answers / 1024).toFixed(1)} kB allocated per answer`,
  );
  for (const [place, bytes] of [...places]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.TOP ?? 25)))
    say(`${(bytes / answers).toFixed(0).padStart(7)} B  ${place}`);
} finally {
  core.child.kill('SIGTERM');
  await database.stop();
}
