import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Cache } from './cache';

/** A frame's location in a built file: `/app/core/dist/chunks/x.js:12:5` or `file:///app/…/x.js:12:5`. */
const LOCATION = /((?:file:\/\/)?\/[^\s():]+\.m?js):(\d+):(\d+)/g;

/** Each built file's map, read at the first stack that names it; null when the file has none (cache.ts). */
const maps = new Cache<SourceMap | null>({ max: 64 });

/**
 * A stack with every frame in core's bundle pointed back at the TypeScript it was built from. Node's
 * `--enable-source-maps` does the same for every stack, but holds the map of every loaded file from the
 * start (about 13 MB of core's resident memory, measured by `npm run bench`); here a file's map is read
 * only when a logged stack names it, which happens when something has gone wrong. Frames of files without
 * a map (Node's own, node_modules) are left as they are.
 */
export function mappedStack(stack: string): string {
  return stack.replace(LOCATION, (location, file: string, line: string, column: string) => {
    const origin = mapOf(file)?.findOrigin(Number(line), Number(column));
    if (!origin || !('fileName' in origin)) return location;
    const source = path.resolve(path.dirname(localPath(file)), origin.fileName);
    return `${source}:${origin.lineNumber}:${origin.columnNumber}`;
  });
}

function mapOf(file: string): SourceMap | null {
  let map = maps.get(file);
  if (map === undefined) {
    try {
      map = new SourceMap(JSON.parse(readFileSync(`${localPath(file)}.map`, 'utf8')));
    } catch {
      map = null;
    }
    maps.set(file, map);
  }
  return map;
}

const localPath = (file: string) => (file.startsWith('file://') ? fileURLToPath(file) : file);
