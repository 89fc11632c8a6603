/**
 * Demo and benchmark data: `npm run seed:demo -- --scale N [--reset] [--out file.json]`.
 *
 * Fills a FRESH database (PostgreSQL with DATABASE_URL, else embedded PGlite in DATA_DIR) with realistic
 * Russian data through the real schema (migrations run on connect). Scale 1 is about 10,000 users,
 * 500 organizations, 3,000 masters, 20,000 services, 200,000 appointments over a year and invitations in
 * every status; scale 0.01 is a small demo a newcomer can click through.
 *
 * This file is the command line; the seed itself is in ./seed/ (plan.ts: how many rows a scale means;
 * people.ts, places.ts, catalog.ts: reference data; expressions.ts and statements.ts: the SQL; seed.ts:
 * running it; summary.ts: what to try afterwards).
 *
 * Everything is written with a handful of set-based INSERT ... SELECT generate_series statements (no row
 * loops), with explicit ids so the data is the same on every run (no random()): the bench relies on it.
 */
import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { loadConfig } from '../config/app.config';
import { buildDataSourceOptions, isEmbedded, openDataSource } from './data-source-options';
import { seedDemo, SeedOptions } from './seed/seed';

interface Args extends SeedOptions {
  out: string | null;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { scale: 0.01, reset: false, out: null, quiet: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--scale' || a.startsWith('--scale=')) args.scale = Number(value());
    else if (a === '--out' || a.startsWith('--out=')) args.out = value();
    else if (a === '--reset') args.reset = true;
    else if (a === '--quiet') args.quiet = true;
    else if (a === '--help' || a === '-h') {
      console.log('Usage: npm run seed:demo -- [--scale 0.01] [--reset] [--out seed.json] [--quiet]');
      process.exit(0);
    } else throw new Error(`Unknown argument ${a}`);
  }
  if (!Number.isFinite(args.scale) || args.scale <= 0 || args.scale > 20) {
    throw new Error('--scale must be a number in (0, 20]');
  }
  return args;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const where = isEmbedded(config)
    ? config.databaseUrl === 'memory://'
      ? 'embedded PGlite in memory (lost on exit)'
      : `embedded PGlite in ${config.dataDir}`
    : 'PostgreSQL';
  // the migrations run first: the schema is the app's own
  const ds = await openDataSource({ ...buildDataSourceOptions(config), logging: ['error'] });
  try {
    const summary = await seedDemo(ds, args);
    summary.database = where;
    if (args.out) {
      mkdirSync(dirname(args.out), { recursive: true });
      writeFileSync(args.out, JSON.stringify(summary, null, 2));
    }
    if (args.quiet) return;
    console.log(`Done in ${summary.seconds} s on ${where}.`);
    console.log(
      `  ${Object.entries(summary.counts)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
    console.log(
      `  Super admin:   Telegram ID ${summary.super_admin_telegram_id} (the super admin when SUPER_ADMIN_TELEGRAM_ID is unset and dev login on; else start with SUPER_ADMIN_TELEGRAM_ID=${summary.super_admin_telegram_id})`,
    );
    console.log(
      `  Owner:         Telegram ID ${summary.owner.telegram_id} (${summary.owner.first_name}), organization /organization/${summary.owner.organization_deep_link}`,
    );
    console.log(`  Org admin:     Telegram ID ${summary.admin.telegram_id} (${summary.admin.first_name})`);
    console.log(
      `  Master:        Telegram ID ${summary.master.telegram_id} (${summary.master.first_name}), page /master/${summary.master.deep_link}`,
    );
    console.log(`  Client:        Telegram ID ${summary.client.telegram_id} (${summary.client.first_name})`);
    console.log(`  Org master:    /organization-master/${summary.organization_master_code}`);
    console.log('  Try it: npm start and open /dev-login, which lists these people (one tap signs in as them).');
    if (args.out) console.log(`  Summary written to ${args.out}`);
  } finally {
    await ds.destroy();
  }
}

if (require.main === module) {
  main().catch((e) => {
    console.error(`seed:demo failed: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  });
}
