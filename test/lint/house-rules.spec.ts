import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The house rules hold only while the lint config says them. These plant a violation in a file where the
 * config applies and expect the rule to fire, and a permitted form to pass: a config edit that drops or
 * narrows a rule fails here, not months later in review.
 */
type ConfigBlock = {
  files?: string[];
  ignores?: string[];
  plugins?: Record<string, unknown>;
  rules?: Record<string, unknown>;
};

async function houseConfig(): Promise<ConfigBlock[]> {
  const url = pathToFileURL(join(__dirname, '..', '..', 'eslint.config.mjs')).href;
  const mod = (await import(url)) as { default: ConfigBlock[] };
  return mod.default;
}

/** The config blocks that set `rule`, run without type information (the rule needs none). */
async function lintWith(rule: string, code: string, filePath: string): Promise<Linter.LintMessage[]> {
  const blocks = (await houseConfig()).filter((b) => b.rules && rule in b.rules);
  expect(blocks.length).toBeGreaterThan(0);
  const linter = new Linter({ configType: 'flat', cwd: join(__dirname, '..', '..') });
  const config = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { '@typescript-eslint': tseslint.plugin },
    },
    ...blocks.map((b) => ({
      files: b.files,
      ...(b.ignores && { ignores: b.ignores }),
      ...(b.plugins ? { plugins: b.plugins } : {}),
      rules: { [rule]: b.rules![rule] },
    })),
  ] as Linter.Config[];
  return linter.verify(code, config, { filename: join(__dirname, '..', '..', filePath) });
}

describe('house rules', () => {
  const rule = '@typescript-eslint/no-restricted-imports';

  it("refuse a value import of another resource's entity", async () => {
    const messages = await lintWith(
      rule,
      "import { User } from '../users/entities/user.entity';\nexport const repoOf = User;\n",
      'src/billing/planted.ts',
    );
    expect(messages.map((m) => m.ruleId)).toEqual([rule]);
    expect(messages[0].message).toMatch(/Another resource's entity/);
  });

  it('refuse it from an entity of another folder and from the bot too', async () => {
    const fromEntity = await lintWith(
      rule,
      "import { User } from '../../users/entities/user.entity';\nexport const u = User;\n",
      'src/organizations/entities/planted.entity.ts',
    );
    const fromBot = await lintWith(
      rule,
      "import { User } from '../../src/users/entities/user.entity';\nexport const u = User;\n",
      'bot/features/planted.ts',
    );
    expect([fromEntity.length, fromBot.length]).toEqual([1, 1]);
  });

  it("allow a type import, and a folder's own entity", async () => {
    const typeOnly = await lintWith(
      rule,
      "import type { User } from '../users/entities/user.entity';\nexport type U = User;\n",
      'src/billing/planted.ts',
    );
    const own = await lintWith(
      rule,
      "import { User } from './entities/user.entity';\nexport const u = User;\n",
      'src/users/planted.ts',
    );
    expect([typeOnly, own]).toEqual([[], []]);
  });

  it('refuse appointments/ an import of deposits/, sessions/ or services/, a type too, and keep its entity rule', async () => {
    const where = 'src/appointments/planted.ts';
    const imports = [
      "import { DepositsService } from '../deposits/deposits.service';\nexport const d = DepositsService;\n",
      "import type { DepositStatus } from '../deposits/deposits.contract';\nexport type S = DepositStatus;\n",
      "import { SESSION_BY_ID_SQL } from '../sessions/sessions.sql';\nexport const q = SESSION_BY_ID_SQL;\n",
      "import type { Service } from '../services/entities/service.entity';\nexport type S = Service;\n",
    ];
    for (const code of imports) {
      const planted = await lintWith(rule, code, where);
      expect(planted.map((m) => m.message)).toEqual([expect.stringMatching(/appointments\/ stands below deposits\//)]);
    }
    const entity = "import { User } from '../users/entities/user.entity';\nexport const u = User;\n";
    expect((await lintWith(rule, entity, where)).map((m) => m.message)).toEqual([
      expect.stringMatching(/Another resource's entity/),
    ]);
    // its own port, and deposits/ using appointments/, are the permitted direction
    const port = "import type { BookingDeposits } from './booking-deposit.port';\nexport type P = BookingDeposits;\n";
    expect(await lintWith(rule, port, where)).toEqual([]);
    const down =
      "import { appointmentById } from '../appointments/appointment-store';\nexport const f = appointmentById;\n";
    expect(await lintWith(rule, down, 'src/deposits/planted.ts')).toEqual([]);
  });

  it('refuse a second Bot API client outside src/bot-api/', async () => {
    const code = "import { Api } from 'grammy';\nexport const api = new Api('token');\n";
    const planted = await lintWith('no-restricted-syntax', code, 'src/billing/planted.ts');
    expect(planted.map((m) => m.message)).toEqual([
      'A second Bot API client: inject BOT_API (src/bot-api/bot-api.module.ts) instead.',
    ]);
    expect(await lintWith('no-restricted-syntax', code, 'src/bot-api/planted.ts')).toEqual([]);
  });

  it('refuse a Nest exception made by hand in src and the bot: a refusal is a DomainError with a code', async () => {
    const rule = 'no-restricted-syntax';
    const refusal =
      "import { NotFoundException } from '@nestjs/common';\nexport const f = () => new NotFoundException({ detail: 'Не найдено' });\n";
    const message =
      "A refusal without a code: throw new DomainError('<code>') and word the code in the folder's *-refusals.ts (composed in src/refusals.ts).";
    expect((await lintWith(rule, refusal, 'src/reviews/planted.service.ts')).map((m) => m.message)).toEqual([message]);
    const text =
      "import { HttpException } from '@nestjs/common';\nexport const f = () => new HttpException('Занято', 409);\n";
    for (const where of ['bot/features/planted.ts', 'src/bot-api/planted.ts', 'src/common/planted.ts']) {
      expect((await lintWith(rule, text, where)).map((m) => m.message)).toEqual([message]);
    }
    // the same file still refuses a second Bot API client: the two rules of the block do not replace each other
    const both = `${refusal}import { Api } from 'grammy';\nexport const api = new Api('token');\n`;
    expect((await lintWith(rule, both, 'src/billing/planted.ts')).length).toBe(2);
    // the validation list's one maker, the health probe and the development sign-in page make them on purpose
    expect(await lintWith(rule, refusal, 'src/common/field-error.ts')).toEqual([]);
    expect(await lintWith(rule, refusal, 'src/health/health.controller.ts')).toEqual([]);
    const domain =
      "import { DomainError } from '../common/domain-error';\nexport const f = () => new DomainError('forbidden');\n";
    expect(await lintWith(rule, domain, 'src/reviews/planted.service.ts')).toEqual([]);
  });

  it('refuse a setInterval in src outside src/jobs/', async () => {
    const code = 'export const t = setInterval(() => undefined, 1000);\n';
    const planted = await lintWith('no-restricted-globals', code, 'src/logs/planted.ts');
    expect(planted.map((m) => m.message)).toEqual([
      "Unexpected use of 'setInterval'. A timer of its own: register a job in src/jobs/ (see job.ts) instead.",
    ]);
    expect(await lintWith('no-restricted-globals', code, 'src/jobs/planted.ts')).toEqual([]);
  });

  it("refuse a raw-SQL write of another folder's table, in a *.sql.ts statement and a .query( string", async () => {
    const rule = 'house/owned-tables';
    const statement = "export const EXPIRE = `UPDATE appointments SET status = 'expired' WHERE id = $1`;\n";
    const inline =
      "export const mute = (db: { query(s: string): unknown }) =>\n  db.query('DELETE FROM users WHERE id = 1');\n";
    const planted = await lintWith(rule, statement, 'src/deposits/planted.sql.ts');
    expect(planted.map((m) => m.message)).toEqual([
      'UPDATE of `appointments` outside src/appointments/: ask src/appointments/ for the operation (a function or a fragment it exports).',
    ]);
    expect((await lintWith(rule, inline, 'src/reviews/planted.service.ts')).map((m) => m.ruleId)).toEqual([rule]);
    // the owner writes it; reading it is anyone's; another table's name that starts alike is not it
    expect(await lintWith(rule, statement, 'src/appointments/planted.sql.ts')).toEqual([]);
    const reads =
      'export const Q = `SELECT * FROM appointments a JOIN users u ON u.id = a.client_id FOR UPDATE OF a`;\n';
    expect(await lintWith(rule, reads, 'src/deposits/planted.sql.ts')).toEqual([]);
    const other = 'export const Q = `UPDATE appointment_reminders SET sent_at = now()`;\n';
    expect(await lintWith(rule, other, 'src/reminders/planted.sql.ts')).toEqual([]);
  });

  it('refuse libphonenumber in the mini app: its phones go through the shared contact rules', async () => {
    const planted = await lintWith(
      rule,
      "import { isValidPhoneNumber } from 'libphonenumber-js/min';\nexport const ok = isValidPhoneNumber;\n",
      'webapp/src/features/booking/planted.ts',
    );
    expect(planted.map((m) => m.ruleId)).toEqual([rule]);
    expect(planted[0].message).toMatch(/The phone rule is @api\/common\/contact-rules/);
    const shared = await lintWith(
      rule,
      "import { phoneE164 } from '@api/common/contact-rules';\nexport const ok = phoneE164;\n",
      'webapp/src/features/booking/planted.ts',
    );
    expect(shared).toEqual([]);
  });
});
