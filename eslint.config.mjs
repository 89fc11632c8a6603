// House rules, checked by `npm test` (step "lint"): typed TypeScript rules, no import cycles, files of
// at most 300 lines (tests and migrations excepted), the mini app's layers (a feature imports only
// from shared layers below it, never from another feature or from app/), and each resource's entities
// private to its folder (raw SQL writes of an owned table too), appointments/ importing none of the folders above it (deposits/, sessions/, services/), no setInterval outside the job registry, no Nest exception made by hand (a refusal is a DomainError with a code). test/lint/house-rules.spec.ts plants a violation of each and expects an error.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import boundaries from 'eslint-plugin-boundaries';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import house from './scripts/lint/owned-tables.mjs';

const testFiles = [
  '**/*.spec.ts',
  '**/*.e2e-spec.ts',
  '**/*.browser-spec.ts',
  '**/*.start-spec.ts',
  '**/*.test.ts',
  '**/*.test.tsx',
  'test/**',
];

/** A second `new Api(...)`: the Bot API client is one (src/bot-api/). */
const SECOND_BOT_API = {
  selector: "NewExpression[callee.name='Api']",
  message: 'A second Bot API client: inject BOT_API (src/bot-api/bot-api.module.ts) instead.',
};

/** A Nest exception made by hand (`new NotFoundException({ detail: '…' })`): a refusal without a code. */
const NEST_EXCEPTION = {
  selector: 'NewExpression[callee.name=/^[A-Z]\\w*Exception$/]',
  message:
    "A refusal without a code: throw new DomainError('<code>') and word the code in the folder's *-refusals.ts (composed in src/refusals.ts).",
};

/** The answers that are no refusal of a request, made as Nest exceptions on purpose: the validation list's
 *  shape (`{"detail": [{loc, msg}]}`, made in one place), the health probe's 503 for the load balancer, and
 *  the development sign-in page (off in production). */
const REFUSAL_EXEMPT = ['src/common/field-error.ts', 'src/health/**', 'src/dev-login/**'];

/** Another resource's entity, imported as a value (its folder's functions are the way in). */
const ENTITY_IMPORT = {
  group: ['../*/entities/*', '../../*/entities/*', '../../../*/entities/*', '../../src/*/entities/*'],
  allowTypeImports: true,
  message:
    "Another resource's entity: call that folder's functions (its *-store.ts or service); `import type` is fine.",
};

/** The folders that stand above appointments/ and use it (relative imports from its files and dto/, entities/). */
const ABOVE_APPOINTMENTS = ['deposits', 'sessions', 'services'].flatMap((f) => [`../${f}/**`, `../../${f}/**`]);

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'webapp/dist/**',
      'data/**',
      'artifacts/**',
      'bench-results/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['scripts/*.mjs', 'scripts/*.cjs', '*.mjs', '*.cjs', 'bench/*.mjs', 'bench/*/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // CommonJS files (the code-cache loader, the bench's preloads) load modules with require(): that is
    // what CommonJS is, and `node --require` needs them so.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['webapp/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'app', pattern: 'webapp/src/app' },
        { type: 'feature', pattern: 'webapp/src/features/*', capture: ['feature'] },
        { type: 'shared', pattern: 'webapp/src/(api|session|components|lib|styles)' },
        { type: 'testkit', pattern: 'webapp/src/test' },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'boundaries/include': ['webapp/src/**/*', 'src/**/*', 'shared/**/*'],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'testkit' } },
              allow: { to: { element: { types: { anyOf: ['app', 'feature', 'shared', 'testkit'] } } } },
            },
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { types: { anyOf: ['app', 'feature', 'shared'] } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { types: { anyOf: ['shared'] } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', captured: { feature: '{{from.captured.feature}}' } } } },
            },
            {
              from: { element: { type: 'shared' } },
              allow: { to: { element: { types: { anyOf: ['shared'] } } } },
            },
          ],
        },
      ],
    },
  },
  {
    files: testFiles,
    rules: {
      'max-lines': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // test doubles implement async interfaces with plain values (`read: async (k) => data.get(k)`)
      '@typescript-eslint/require-await': 'off',
    },
  },
  { files: ['webapp/src/**/*.test.{ts,tsx}'], rules: { 'boundaries/dependencies': 'off' } },
  {
    // An entity belongs to its resource: src/<resource>/entities/ is read and written only by that folder,
    // whose functions (user-store.ts, organization-store.ts, …) the others call. Types may be shared.
    files: ['src/**/*.ts', 'bot/**/*.ts'],
    ignores: testFiles,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [ENTITY_IMPORT],
        },
      ],
    },
  },
  {
    // appointments/ is the lower floor of booking: deposits/ (which asks it for a held booking's status moves),
    // sessions/ (whose seats are its bookings) and services/ use it, and what a booking needs of deposits and
    // sessions comes through its own ports (booking-deposit.port.ts, seat-session.port.ts). An import the other
    // way, a type too, closes the loop again. (It repeats the entity rule: this block's list replaces that one.)
    files: ['src/appointments/**/*.ts'],
    ignores: testFiles,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            // a type import of another entity is fine, but not of these folders' (it would be an import of them)
            { ...ENTITY_IMPORT, group: [...ENTITY_IMPORT.group, ...ABOVE_APPOINTMENTS.map((g) => `!${g}`)] },
            {
              group: ABOVE_APPOINTMENTS,
              message:
                'appointments/ stands below deposits/, sessions/ and services/: ask through its ports (booking-deposit.port.ts, seat-session.port.ts) instead of importing them.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every refusal has a code: a service refuses with a DomainError (src/common/domain-error.ts) whose
    // code its folder words in its *-refusals.ts, so the mini app and the bot decide on the code, never on
    // Russian text. Nest's exceptions are made only where the answer is no refusal (REFUSAL_EXEMPT).
    // One client per outside service: the API's Bot API calls share the client src/bot-api/ makes with its
    // timeout; a second `new Api(...)` is how three clients with three timeouts grew before.
    // (Blocks setting one rule must not overlap: the later one's list would replace the earlier's.)
    files: ['src/**/*.ts'],
    ignores: [...testFiles, 'src/bot-api/**', ...REFUSAL_EXEMPT],
    rules: { 'no-restricted-syntax': ['error', SECOND_BOT_API, NEST_EXCEPTION] },
  },
  {
    files: REFUSAL_EXEMPT.map((p) => (p.endsWith('/**') ? `${p}/*.ts` : p)),
    ignores: testFiles,
    rules: { 'no-restricted-syntax': ['error', SECOND_BOT_API] },
  },
  {
    files: ['src/bot-api/**/*.ts', 'bot/**/*.ts'],
    ignores: testFiles,
    rules: { 'no-restricted-syntax': ['error', NEST_EXCEPTION] },
  },
  {
    // Background work is registered, not hand-rolled: a feature registers a job (src/jobs/job.ts) and the one
    // loop runs it, with the leader gate, the config switch and a clean stop; a timer of its own has none.
    files: ['src/**/*.ts'],
    ignores: [...testFiles, 'src/jobs/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'setInterval', message: 'A timer of its own: register a job in src/jobs/ (see job.ts) instead.' },
      ],
    },
  },
  {
    // One owner per table, raw SQL included: INSERT/UPDATE/DELETE of an owned table only in its folder
    // (scripts/lint/owned-tables.mjs). database/ (migrations, the demo seed) builds every table.
    files: ['src/**/*.ts', 'bot/**/*.ts'],
    ignores: [...testFiles, 'src/database/**'],
    plugins: { house },
    rules: {
      'house/owned-tables': [
        'error',
        {
          owners: {
            appointments: 'src/appointments/',
            appointment_deposits: 'src/deposits/',
            // kept by triggers on appointments (its migration); nothing in src/ writes it
            client_stats: 'src/database/migrations/',
            outbox_messages: 'src/notifications/',
            users: 'src/users/',
          },
        },
      ],
    },
  },
  {
    // One phone rule on both sides: the mini app checks phones only through src/common/contact-rules.ts (via
    // lib/validation.ts), which reads libphonenumber's "max" metadata as the API does; its own import of the
    // library (the "min" set once) let the form accept numbers the server refused.
    files: ['webapp/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['libphonenumber-js', 'libphonenumber-js/*'],
              message:
                'The phone rule is @api/common/contact-rules (through lib/validation.ts), the same as the API’s.',
            },
          ],
        },
      ],
    },
  },
  { files: ['src/database/migrations/**'], rules: { 'max-lines': 'off' } },
  prettier,
);
