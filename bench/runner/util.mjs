// Small helpers every bench module uses: a timestamped log line and rounding for the report.
export const log = (m) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${m}`);

export const round = (x, d = 1) =>
  x === null || x === undefined || Number.isNaN(x) ? null : Math.round(x * 10 ** d) / 10 ** d;

export const median = (xs) => {
  const v = [...xs].sort((a, b) => a - b);
  return v.length ? v[Math.floor(v.length / 2)] : null;
};

export const mib = (b) => round(b / 1024 / 1024, 0);

/** A table cell: '—' for a missing value, padded to n (right-aligned when `right`). */
export function pad(s, n, right = false) {
  s = s === null || s === undefined ? '—' : String(s);
  return right ? s.padStart(n) : s.padEnd(n);
}

/** 'ok', 'MISS', or '?' when the figure is missing. */
export const ok = (b) => (b === null || b === undefined ? '?' : b ? 'ok' : 'MISS');
