import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');
/** Runs a TypeScript file from source in its own Node process (see test/support/run-ts.cjs). */
export const RUN_TS = join(ROOT, 'test/support/run-ts.cjs');

export interface Proc {
  child: ChildProcess;
  pid: number;
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Resolves once the output matches (rejects when the process exits first or after timeoutMs). */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  /** SIGSTOP: the process freezes where it is (its connections stay open, its locks held) until resume(). */
  pause(): void;
  resume(): void;
  /** Sends `signal` (SIGTERM: a clean shutdown, SIGKILL after `graceMs`) and resolves with the exit code. */
  kill(signal?: NodeJS.Signals, graceMs?: number): Promise<number | null>;
}

/** `node test/support/run-ts.cjs <file> ...args` with only the given environment on top of PATH and HOME. */
export function runTs(file: string, args: string[] = [], env: Record<string, string> = {}): Proc {
  const child = spawn(process.execPath, [RUN_TS, file, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const listeners = new Set<() => void>();
  const onData = (b: Buffer) => {
    out += b.toString();
    for (const l of [...listeners]) l();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    pid: child.pid!,
    output: () => out,
    exited,
    waitFor(pattern, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const done = (fn: () => void) => {
          listeners.delete(check);
          clearTimeout(timer);
          fn();
        };
        const check = () => {
          const m = pattern.exec(out);
          if (m) done(() => resolve(m));
        };
        const timer = setTimeout(
          () => done(() => reject(new Error(`no ${pattern} after ${timeoutMs} ms:\n${out.slice(-3000)}`))),
          timeoutMs,
        );
        void exited.then((code) =>
          setImmediate(() => {
            if (!pattern.exec(out))
              done(() => reject(new Error(`exited (${code}) before ${pattern}:\n${out.slice(-3000)}`)));
          }),
        );
        listeners.add(check);
        check();
      });
    },
    pause() {
      child.kill('SIGSTOP');
    },
    resume() {
      child.kill('SIGCONT');
    },
    async kill(signal = 'SIGTERM', graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill(signal);
      if (signal !== 'SIGKILL') child.kill('SIGCONT'); // a paused process handles nothing else
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}
