import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The script files a lazily loaded screen needs beyond those the page loads anyway, read from the build's
 * manifest (dist/.vite/manifest.json): the first HTML of a product or shop page names them, so the browser
 * fetches them beside the entry instead of after it has run (one round trip less before the page shows).
 * A build without a manifest gets no hints.
 */
export function screenScripts(distDir: string, template: string): (screen: string) => string[] {
  const file = path.join(distDir, '.vite/manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : {};
  const inPage = new Set([...template.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  const known = new Map<string, string[]>();
  return (screen) => {
    let scripts = known.get(screen);
    if (!scripts) {
      const files = new Set<string>();
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || files.has(chunk.file)) return;
        files.add(chunk.file);
        chunk.imports?.forEach(visit);
      };
      visit(screen);
      scripts = [...files].filter((name) => !inPage.has(name)).map((name) => `/${name}`);
      known.set(screen, scripts);
    }
    return scripts;
  };
}
