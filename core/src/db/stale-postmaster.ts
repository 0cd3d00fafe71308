import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A killed server (kill -9, OOM killer, power loss of the container) leaves its embedded PostgreSQL
 * running: the postmaster is a child process and nothing tells it that its parent died. It keeps the
 * data directory locked, so the next start would fail. Before starting, we look at the cluster's
 * `postmaster.pid` and at `torget-server.pid` (the server that started the cluster) and stop a
 * postmaster whose server is gone. A postmaster whose server still runs is left alone: that is a
 * second server on the same DATA_DIR, and the start is refused with what to do.
 */
export async function stopStalePostmaster(dir: string, log: (message: string) => void): Promise<void> {
  const lockFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(lockFile)) return;
  const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // PostgreSQL clears a dead one itself
  if (!commandOf(pid).includes(dir)) {
    // The number was reused by an unrelated process (after a reboot): PostgreSQL would refuse to
    // start while that process lives, yet no postmaster runs on this directory.
    log(`removing ${lockFile}: process ${pid} is not a PostgreSQL of this data directory`);
    rmSync(lockFile);
    return;
  }
  const parent = parentOf(pid);
  // The server that started a cluster is its parent until it dies (then init, or a container's init,
  // adopts the postmaster). A data dir from before torget-server.pid existed: any node parent counts.
  const owner = parent !== undefined && parent > 1 && isAlive(parent) ? parent : undefined;
  if (owner && (owner === serverPid(dir) || /\bnode\b/.test(commandOf(owner)))) {
    throw new Error(
      `Another Torget server (process ${owner}) is running on this data directory (${dir}).\n` +
        `Stop it first (kill ${owner}), or give this one another DATA_DIR (or a DATABASE_URL).`,
    );
  }
  log(`stopping PostgreSQL (process ${pid}) left running by a server that did not shut down`);
  // SIGINT is PostgreSQL's "fast" shutdown: open transactions roll back, committed ones are on disk,
  // and the cluster is left clean. SIGQUIT (immediate, recovered from WAL at the next start) if it hangs.
  process.kill(pid, 'SIGINT');
  if (await exited(pid, 30_000)) return;
  process.kill(pid, 'SIGQUIT');
  if (await exited(pid, 10_000)) return;
  throw new Error(
    `PostgreSQL (process ${pid}) left running on ${dir} by an earlier server did not stop.\n` +
      `Stop it by hand (kill -9 ${pid}) and start again.`,
  );
}

/** Inside the cluster's directory (PostgreSQL ignores files it does not know), so it goes with the cluster. */
const serverPidFile = (dir: string) => path.join(dir, 'torget-server.pid');

/** Records which server runs the cluster in `dir`, for the check above. */
export function recordServerPid(dir: string): void {
  writeFileSync(serverPidFile(dir), `${process.pid}\n`);
}

function serverPid(dir: string): number | undefined {
  const file = serverPidFile(dir);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user (PostgreSQL run as `postgres` by a non-root server).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process's command line (Linux /proc, else ps); empty when it cannot be read. */
function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return ps(pid, 'command=');
  }
}

function parentOf(pid: number): number | undefined {
  try {
    // Field 4 of /proc/<pid>/stat, after the parenthesised command name (which may hold spaces).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return Number(ps(pid, 'ppid=')) || undefined;
  }
}

function ps(pid: number, field: string): string {
  try {
    return execFileSync('ps', ['-o', field, '-p', String(pid)], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

async function exited(pid: number, timeoutMs: number): Promise<boolean> {
  for (const start = Date.now(); Date.now() - start < timeoutMs;) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}
