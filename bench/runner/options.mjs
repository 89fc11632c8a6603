// The bench's options (command line, or npm config: `npm run bench --quick` sets npm_config_quick), its
// fixed ports and token, and the targets the report marks as ok / MISS.
const argv = process.argv.slice(2);
const env = process.env;

/** True when `--<name>` is given (or `npm run bench --<name>`). */
export const flag = (name) =>
  argv.includes(`--${name}`) || ['true', '1', ''].includes(env[`npm_config_${name.replace(/-/g, '_')}`] ?? 'x');

const opt = (name, fallback) => {
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i >= 0) return argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
  const fromNpm = env[`npm_config_${name}`];
  // `npm run bench --scale 1` (without --) leaves npm_config_scale=true and "1" as a plain argument
  if (fromNpm === 'true') return argv.find((a) => !a.startsWith('--')) ?? fallback;
  return fromNpm || fallback;
};

export const USAGE = `Usage: npm run bench -- [options]   (or node bench/run.mjs [options])
  --quick                 shorter runs (3 s per endpoint, 1 page load per screen): ~3-4 min in all
  --scale 0.1,1           scales to compare (default 0.1,1; the last one gets the mini app and auth figures)
  --duration S            seconds per endpoint (default 8; quick 3)
  --connections N         concurrent connections (default 50)
  --after                 measure the proposed indexes: bench/proposals.sql applied right after seeding
                          (compare with a run without it)
  --no-proposals          do not apply bench/proposals.sql for the "after" rows
  --page-runs N           page loads per mini app screen (default 3; quick 1), the median counts
  --timeline              print each screen's requests (start..end ms) without the splash minimum
  --page-profile          also write each screen's last load as a CPU profile to bench-results/page-profiles/
  --keep-db               keep the seeded databases (their names are printed)
  --sections a,b          run only these sections (names as in bench/sections/index.mjs; the goals summary
                          always closes), e.g. --quick --scale 0.1 --sections recurring-blocks
  --help                  this text
  (environment) BENCH_PORT_BASE=4900 moves the bench's four ports (default 3900-3903), e.g. for a second bench`;

const quick = flag('quick');
const scales = String(opt('scale', '0.1,1'))
  .split(',')
  .map(Number)
  .filter((n) => n > 0 && n <= 20);

export const options = {
  help: flag('help') || argv.includes('-h'),
  quick,
  scales: scales.length ? scales : [0.1, 1],
  durationS: Number(opt('duration', quick ? 3 : 8)),
  warmupS: quick ? 1 : 2,
  connections: Number(opt('connections', 50)),
  pageRuns: Number(opt('page-runs', quick ? 1 : 3)),
  keepDb: flag('keep-db'),
  sections: String(opt('sections', '')).split(',').filter(Boolean),
  proposals: !flag('no-proposals'),
  after: flag('after'),
  // the API as `npm start` runs it: the bundle through the code-cache loader
  apiEntry: 'scripts/run-api.cjs',
  unbundledEntry: 'dist/src/main.js',
};

export const BOT_TOKEN = '123456789:BENCH_token_abcdefghijklmnopqrstuvwxyz';
// BENCH_PORT_BASE moves all four (two benches on one machine must not answer for each other)
const PORT_BASE = Number(env.BENCH_PORT_BASE || 3900);
export const API_PORT = PORT_BASE;
export const BASELINE_PORT = PORT_BASE + 1;
export const COUNTER_PORT = PORT_BASE + 2;
export const STATIC_PORT = PORT_BASE + 3;
export const BASE = `http://127.0.0.1:${API_PORT}`;
export const COUNTER = `http://127.0.0.1:${COUNTER_PORT}/`;

export const TARGETS = {
  ratioToBare: 0.85,
  p99Ms: 50,
  growth: 1.5,
  initialJsKiB: 120,
  // the mini app's time to usable with the splash minimum set aside, CPU slowed 4x
  usableMs: 800,
  pgliteStartupMs: 1000,
  // the same, as ratios to yardsticks measured in the same run (a machine's speed cancels out)
  usableRatioToBare: 1.5,
  startupRatioToBare: 1.3,
};
