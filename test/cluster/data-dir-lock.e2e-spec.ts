import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATA_DIR_LOCK_FILE, DataDirInUseError, lockDataDir } from '../../src/database/data-dir-lock';
import { runTs } from './processes';

/** The embedded database stays one process: a second one on the same data directory is refused. */
describe('embedded data directory: one process', () => {
  let root: string;
  let n = 0;
  const freshDir = () => join(root, `pglite-${n++}`);
  const HOLD = 'test/cluster/hold-data-dir.ts';

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('a second lock in the same process is refused; after the release it is free again', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, DATA_DIR_LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    release();
    expect(existsSync(join(dir, DATA_DIR_LOCK_FILE))).toBe(false);
    lockDataDir(dir)();
  });

  it('another live process has it: refused, naming that process; once it is killed (-9) its stale lock is taken over', async () => {
    const dir = freshDir();
    const holder = runTs(HOLD, [dir]);
    try {
      await holder.waitFor(/locked \d+/);
      let refused: unknown;
      try {
        lockDataDir(dir);
      } catch (e) {
        refused = e;
      }
      expect(refused).toBeInstanceOf(DataDirInUseError);
      expect((refused as Error).message).toBe(
        `The embedded database in ${dir} is already used by process ${holder.pid}; stop it, or set DATABASE_URL ` +
          `to a PostgreSQL database to run several instances.`,
      );
    } finally {
      await holder.kill('SIGKILL');
    }
    // the lock file is still there (nobody removed it), but its process is gone
    expect(existsSync(join(dir, DATA_DIR_LOCK_FILE))).toBe(true);
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, DATA_DIR_LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
  });

  it('an unreadable lock file (a crash while writing) does not block the directory', () => {
    const dir = freshDir();
    lockDataDir(dir)();
    writeFileSync(join(dir, DATA_DIR_LOCK_FILE), '{"pi');
    lockDataDir(dir)();
  });

  it('two processes starting at the same moment: exactly one gets the directory', async () => {
    const dir = freshDir();
    const racers = [runTs(HOLD, [dir]), runTs(HOLD, [dir])];
    try {
      const outcomes = await Promise.all(racers.map((r) => r.waitFor(/^(locked|refused) .*$/m)));
      expect(outcomes.map((m) => m[1]).sort()).toEqual(['locked', 'refused']);
      const winner = racers[outcomes.findIndex((m) => m[1] === 'locked')];
      expect(outcomes.find((m) => m[1] === 'refused')![0]).toContain(`already used by process ${winner.pid}`);
    } finally {
      await Promise.all(racers.map((r) => r.kill('SIGKILL')));
    }
  });

  it('the server refuses to start on a data directory in use: one clear line, non-zero exit', async () => {
    const dir = freshDir();
    const release = lockDataDir(dir); // this test process is the live owner
    try {
      const server = runTs('src/main.ts', [], {
        DATA_DIR: dir,
        PORT: '0',
        WEBAPP_DIST: '',
        API_DOCS: '0',
        DEMO_DATA: '0',
      });
      expect(await server.exited).toBe(1);
      expect(server.output().trim()).toBe(
        `The embedded database in ${dir} is already used by process ${process.pid}; stop it, or set DATABASE_URL ` +
          `to a PostgreSQL database to run several instances.`,
      );
    } finally {
      release();
    }
  });
});
