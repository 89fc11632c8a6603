// Child processes of the bench: the API server, the baseline, the seed. Everything has a time limit.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export const ROOT = new URL('../..', import.meta.url).pathname;

/** Resident set size of a process in bytes (Linux /proc), or null when it is gone. */
export function rssOf(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** CPU time (user + system) a process has used so far, in milliseconds (Linux /proc, 10 ms ticks). */
export function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime in USER_HZ (100/s)
  } catch {
    return null;
  }
}

/**
 * CPU time used so far by every PostgreSQL process on this machine (the server's backends work for the
 * process under load: a booking's statements cost there, not in Node), in milliseconds.
 */
export function postgresCpuMs() {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    total += cpuMsOf(pid) ?? 0;
  }
  return total;
}

/** Samples a process's RSS every `everyMs` until stop(); returns the peak. */
export function rssSampler(pid, everyMs = 100) {
  let peak = rssOf(pid) ?? 0;
  const timer = setInterval(() => {
    const r = rssOf(pid);
    if (r !== null && r > peak) peak = r;
  }, everyMs);
  return { stop: () => (clearInterval(timer), peak), peek: () => peak };
}

/** Runs a command to completion (inherits nothing), rejects on non-zero exit or timeout. */
export function run(cmd, args, { env = {}, timeoutMs = 300_000, quiet = true } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (!quiet) process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      out += d;
      if (!quiet) process.stderr.write(d);
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${cmd} ${args.join(' ')} timed out`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}:\n${out.slice(-2000)}`));
    });
  });
}

/**
 * Starts a long-running server and waits until `readyUrl` answers 200 (or `readyStatus`).
 * Returns { pid, startupMs (spawn -> first good answer), log(), stop() }.
 */
export async function startServer(args, { env = {}, readyUrl, timeoutMs = 60_000, nodeArgs = [] } = {}) {
  // a leftover server on the port would answer for the new one and every figure would be someone else's
  const taken = await fetch(readyUrl, { signal: AbortSignal.timeout(500) }).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`something already answers on ${new URL(readyUrl).host}; stop it first`);
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => {
    log += d;
  });
  child.stderr.on('data', (d) => {
    log += d;
  });
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = { code, signal };
  });

  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    for (let i = 0; i < 50 && !exited; i++) await sleep(100);
    if (!exited) child.kill('SIGKILL');
    for (let i = 0; i < 20 && !exited; i++) await sleep(50);
  };

  while (true) {
    if (exited)
      throw new Error(`server ${args.join(' ')} exited (${JSON.stringify(exited)}) before ready:\n${log.slice(-3000)}`);
    if (performance.now() - started > timeoutMs) {
      await stop();
      throw new Error(`server ${args.join(' ')} not ready in ${timeoutMs} ms:\n${log.slice(-3000)}`);
    }
    try {
      const res = await fetch(readyUrl, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      /* not listening yet */
    }
    await sleep(10);
  }
  const startupMs = performance.now() - started;
  await sleep(20);
  if (exited)
    throw new Error(
      `server ${args.join(' ')} exited right after answering (${JSON.stringify(exited)}):\n${log.slice(-2000)}`,
    );
  const readyLine = /ready in (\d+) ms/.exec(log);
  return {
    pid: child.pid,
    startupMs,
    /** What the app itself reports (bootstrap only, without Node's own start-up). */
    selfReportedMs: readyLine ? Number(readyLine[1]) : null,
    log: () => log,
    stop,
  };
}
