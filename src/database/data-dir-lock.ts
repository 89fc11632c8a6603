import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * One process per embedded database: PGlite has no locking of its own, and two processes writing one
 * data directory corrupt it. The owner's process id (and its start time, where /proc tells it, so a
 * reused id is not mistaken for the owner) sits in a lock file inside the data directory while it runs;
 * a lock left by a process that is gone (killed, crashed) is taken over.
 */
export const DATA_DIR_LOCK_FILE = 'booking-app.lock';

export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dir} is already used by process ${pid}; stop it, or set DATABASE_URL ` +
        `to a PostgreSQL database to run several instances.`,
    );
    this.name = 'DataDirInUseError';
  }
}

interface LockOwner {
  pid: number;
  /** Start time of the process in clock ticks since boot (/proc/<pid>/stat), when known. */
  start: string | null;
}

/** Data directories this process holds (a second open in the same process is refused too). */
const held = new Set<string>();

function startOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null; // field 22: starttime
  } catch {
    return null;
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return Number.isSafeInteger(owner.pid) ? { pid: owner.pid!, start: owner.start ?? null } : null;
  } catch {
    return null;
  }
}

/** True when the lock's owner still runs. Our own id in a lock we do not hold is an earlier life of this id. */
function alive(owner: LockOwner): boolean {
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ESRCH') return false;
    // EPERM: it exists, under another user
  }
  const start = startOf(owner.pid);
  return !(owner.start && start && start !== owner.start);
}

/** The error lockDataDir would throw now (another live process has the directory), else null. Takes nothing. */
export function dataDirInUse(dataDir: string): DataDirInUseError | null {
  const dir = resolve(dataDir);
  if (held.has(dir)) return new DataDirInUseError(dir, process.pid);
  const owner = readOwner(join(dir, DATA_DIR_LOCK_FILE));
  return owner && alive(owner) ? new DataDirInUseError(dir, owner.pid) : null;
}

/**
 * Takes the data directory for this process, or throws DataDirInUseError naming the process that has it.
 * Returns the release (also run when the process exits).
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  if (held.has(dir)) throw new DataDirInUseError(dir, process.pid);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, DATA_DIR_LOCK_FILE);
  const me: LockOwner = { pid: process.pid, start: startOf(process.pid) };
  // written aside and linked in: the lock file appears whole or not at all, and only one link can win
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, JSON.stringify(me));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, file);
        break;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw e;
      }
      const owner = readOwner(file);
      if (owner && alive(owner)) throw new DataDirInUseError(dir, owner.pid);
      removeIf(file, owner); // stale: its process is gone
    }
  } finally {
    unlinkSync(draft);
  }
  held.add(dir);
  const release = () => {
    if (!held.delete(dir)) return;
    process.off('exit', release);
    removeIf(file, me);
  };
  process.on('exit', release);
  return release;
}

/** Removes the lock file if it still names `owner` (null: an unreadable one). */
function removeIf(file: string, owner: LockOwner | null): void {
  const now = readOwner(file);
  if (owner ? now?.pid !== owner.pid : now !== null) return;
  try {
    unlinkSync(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
}
