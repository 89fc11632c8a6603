// The mini app at the largest scale: bundle sizes, then FCP and the first usable screen of a few pages in
// headless Chromium with the CPU slowed 4x (bench/lib/webapp.mjs), with the spec's 2 s splash and once
// more as if its minimum were over (how soon the app itself is ready).
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { probe } from '../lib/load.mjs';
import { ROOT } from '../lib/proc.mjs';
import { WEBAPP_SNAPSHOT } from '../runner/build.mjs';
import { API_PORT, BASE, flag, options, STATIC_PORT, TARGETS } from '../runner/options.mjs';
import { signFor } from '../runner/server.mjs';
import { log, ok, pad, round } from '../runner/util.mjs';

const hash = (user) => {
  const initData = signFor(user)['X-Telegram-Init-Data'];
  return `#${new URLSearchParams({ tgWebAppData: initData, tgWebAppVersion: '8.0', tgWebAppPlatform: 'tdesktop' })}`;
};

/** The API serves the mini app itself; if that is broken, a bench front server stands in (and it is reported). */
async function frontServer(dist, w) {
  const direct = await probe(`${BASE}/`).catch((e) => ({ status: 0, body: e.message }));
  w.servedByApi = direct.status === 200;
  if (direct.status === 200) return { front: BASE, proxy: null };
  w.apiStaticError = `GET / -> HTTP ${direct.status} ${JSON.stringify(direct.body).slice(0, 120)}`;
  log(`  the API does not serve the mini app (${w.apiStaticError}); using a bench static server + /api proxy`);
  const { startStaticProxy } = await import('../lib/static-proxy.mjs');
  const proxy = await startStaticProxy({ dist, apiPort: API_PORT, port: STATIC_PORT });
  return { front: `http://127.0.0.1:${STATIC_PORT}`, proxy };
}

/**
 * The yardstick of each screen: the bare page (bench/bare-page/, at /bare/index.html) with the screen's init
 * data, fetching at once the API answers the screen fetched (its timeline) and rendering them as plain lists.
 */
async function measureBare(targets, w, measurePages) {
  const bareTargets = targets.map((t, i) => {
    const hashPart = t.url.slice(t.url.indexOf('#') + 1);
    const paths = (w.pages[i]?.timeline ?? []).map((r) => r.name).filter((n) => n.startsWith('/api/'));
    const front = t.url.slice(0, t.url.indexOf('/', t.url.indexOf('//') + 2));
    const params = new URLSearchParams(hashPart);
    params.set('bench', JSON.stringify([...new Set(paths)]));
    return { name: t.name, url: `${front}/bare/index.html#${params}` };
  });
  const bare = await measurePages(bareTargets, { cpuSlowdown: 4, runs: options.pageRuns });
  for (const p of w.pages) {
    const b = bare.find((q) => q.name === p.name);
    p.bareUsableMs = b?.usableMs ?? null;
    p.bareRequests = b?.timeline.filter((r) => r.name.startsWith('/api/')).length ?? null;
    p.usableRatioToBare =
      p.bareUsableMs && p.usableSplashMinServedMs ? round(p.usableSplashMinServedMs / p.bareUsableMs, 2) : null;
  }
}

async function measure(targets, w, measurePages) {
  const runs = options.pageRuns;
  w.pages = await measurePages(targets, { cpuSlowdown: 4, runs });
  // the same pages once more as if the spec's 2 s splash minimum were over: how fast the app itself is
  // --page-profile: each screen's last load (splash minimum set aside) as a CPU profile in bench-results/
  const profileDir = flag('page-profile') ? join(ROOT, 'bench-results', 'page-profiles') : null;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const served = await measurePages(targets, { cpuSlowdown: 4, runs, splashMinServed: true, profileDir });
  for (const p of w.pages) p.usableSplashMinServedMs = served.find((q) => q.name === p.name)?.usableMs ?? null;
  // --timeline: each page's requests without the splash minimum (start..end ms), to see what its time waits on
  if (flag('timeline')) {
    for (const p of served) {
      log(`    ${p.name}: usable at ${p.lastUsableMs} ms after`);
      for (const r of p.timeline)
        log(`      ${String(r.start).padStart(5)}..${String(r.end).padEnd(5)} ${r.name.slice(0, 90)}`);
    }
  }
  await measureBare(targets, w, measurePages);
  for (const p of w.pages) {
    log(
      `    ${p.name.padEnd(28)} FCP ${p.fcpMs} ms, usable ${p.usableMs ?? 'never'} ms (app ready at ${p.usableSplashMinServedMs ?? 'never'} ms ` +
        `without the splash minimum; the bare page with its ${p.bareRequests} answers ${p.bareUsableMs ?? 'never'} ms, ` +
        `${p.usableRatioToBare ?? '—'}x), ${p.jsRequests} JS files ${p.jsTransferKiB} KiB on the wire`,
    );
  }
}

async function withServer({ seed, results }) {
  const dist = WEBAPP_SNAPSHOT;
  if (!existsSync(join(dist, 'index.html'))) {
    results.webapp = { skipped: 'webapp/dist not built' };
    log('  mini app: webapp/dist missing, skipped');
    return;
  }
  const { bundleSizes, measurePages } = await import('../lib/webapp.mjs');
  const sizes = bundleSizes(dist);
  const w = (results.webapp = { sizes });
  if (sizes)
    log(
      `  mini app initial JS ${sizes.initialJsGzipKiB} KiB gzip, CSS ${sizes.initialCssGzipKiB} KiB gzip, ${sizes.lazyChunks} lazy chunks`,
    );
  if (!existsSync(CHROMIUM_PATH)) {
    w.pages = { skipped: 'no /usr/bin/chromium (apt-get install -y chromium)' };
    return;
  }
  const { front, proxy } = await frontServer(dist, w);
  const targets = [
    {
      name: '/ (new user: registration)',
      url: `${front}/${hash({ id: seed.unregistered_telegram_id, first_name: 'Гость' })}`,
    },
    {
      name: '/profile (owner)',
      url: `${front}/profile${hash({ id: seed.owner.telegram_id, first_name: seed.owner.first_name })}`,
    },
    {
      name: '/master/<link> (client)',
      url: `${front}/master/${seed.master.deep_link}${hash({ id: seed.client.telegram_id, first_name: seed.client.first_name })}`,
    },
  ];
  log(`  mini app pages in Chromium, CPU 4x slower, ${options.pageRuns} run(s) each...`);
  try {
    await measure(targets, w, measurePages);
  } catch (e) {
    w.pages = { error: String(e.message).split('\n')[0] };
    log(`    failed: ${w.pages.error}`);
  } finally {
    if (proxy) await proxy.close();
  }
}

function report(results) {
  const w = results.webapp;
  const lines = [];
  if (w?.sizes) {
    lines.push(
      `Mini app: initial JS ${w.sizes.initialJsGzipKiB} KiB gzip (target ≤ ${TARGETS.initialJsKiB}: ${ok(w.sizes.initialJsGzipKiB <= TARGETS.initialJsKiB)}), ` +
        `CSS ${w.sizes.initialCssGzipKiB} KiB gzip, ${w.sizes.lazyChunks} lazy chunks (${w.sizes.lazyJsGzipKiB} KiB gzip)`,
    );
  } else if (w?.skipped) lines.push(`Mini app: ${w.skipped}`);
  if (Array.isArray(w?.pages)) {
    for (const p of w.pages) {
      lines.push(
        `  ${pad(p.name, 30)} FCP ${pad(p.fcpMs, 5, true)} ms  usable ${pad(p.usableMs ?? 'never', 5, true)} ms ` +
          `(target < ${TARGETS.usableMs}: ${ok(p.usableMs === null ? false : p.usableMs < TARGETS.usableMs)}; the spec's splash lasts ≥ 2 s)  ` +
          `without it ${pad(p.usableSplashMinServedMs ?? 'never', 5, true)} ms (${ok(p.usableSplashMinServedMs !== null && p.usableSplashMinServedMs < TARGETS.usableMs)})  ` +
          `${p.jsRequests} JS, ${p.jsTransferKiB} KiB transferred; ` +
          `against the bare page (${p.bareUsableMs ?? 'never'} ms): ${p.usableRatioToBare ?? '—'}x ` +
          `(goal ≤ ${TARGETS.usableRatioToBare}x: ${ok(p.usableRatioToBare === null ? false : p.usableRatioToBare <= TARGETS.usableRatioToBare)})` +
          `${p.errors?.length ? `  errors: ${p.errors.join('; ')}` : ''}`,
      );
    }
  } else if (w?.pages) lines.push(`  pages: ${JSON.stringify(w.pages)}`);
  return lines;
}

/** @type {import('./index.mjs').BenchSection} */
export default { name: 'webapp', skipFlag: 'skip-webapp', lastScaleOnly: true, withServer, report };
