// The fixes proposed for files the bench's owner does not own, applied to a COPY of the compiled API
// (bench-results/after/dist) so `npm run bench -- --after` measures them. Each patch names the source
// file and the change to make there; a patch whose text is no longer found fails loudly (the source
// moved on: re-check the proposal). Nothing under src/ is touched.
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const PATCHES = [
  {
    id: 'admin-appointments-count',
    source: 'src/admin/admin.service.ts (USER_ROW_COLUMNS)',
    why: 'the OR of client_id and master_id forced a BitmapOr + heap visit per row of the page; two counts are index-only scans',
    file: 'src/admin/admin.service.js',
    find: '(SELECT count(*) FROM appointments a WHERE a.client_id = u.id OR a.master_id = u.id)::int AS appointments_count',
    replace: '((SELECT count(*) FROM appointments a WHERE a.client_id = u.id) + (SELECT count(*) FROM appointments a WHERE a.master_id = u.id AND a.client_id IS DISTINCT FROM u.id))::int AS appointments_count',
  },
  {
    id: 'static-set-headers',
    source: 'src/app.factory.ts (useStaticAssets setHeaders)',
    why: '@fastify/static 10 passes the Fastify reply, which has no setHeader(): every static file and the SPA answered 500',
    optional: true, // fixed in the source since (5887ffb); kept so an older checkout is measured fixed too
    file: 'src/app.factory.js',
    find: "res.setHeader('cache-control', /[",
    replace: "res.header('cache-control', /[",
  },
  {
    id: 'init-data-secret-key',
    source: 'src/auth/init-data.service.ts (validate)',
    why: 'HMAC("WebAppData", token) was recomputed on every request; it never changes',
    file: 'src/auth/init-data.service.js',
    find: '(0, init_data_node_1.validate)(raw, this.config.botToken, { expiresIn: this.config.initDataMaxAgeS });',
    replace: '(0, init_data_node_1.validate)(raw, (this.secretKey ??= (0, init_data_node_1.hashToken)(this.config.botToken)), { expiresIn: this.config.initDataMaxAgeS, tokenHashed: true });',
  },
  {
    id: 'swagger-outside-production',
    source: 'src/app.factory.ts (docs) and src/telegram/telegram-webhook.controller.ts (@ApiExcludeController)',
    why: '@nestjs/swagger costs ~200-300 ms of start-up to load; production does not need /api/docs',
    file: 'src/app.factory.js',
    find: /const docs = new swagger_1\.DocumentBuilder\(\)[\s\S]*?SwaggerModule\.createDocument\(app, docs\)\);/,
    replace: (m) => `if (config.nodeEnv !== 'production') { const swagger_1 = require("@nestjs/swagger"); ${m} }`,
    alsoFile: 'src/app.factory.js',
    also: [['const swagger_1 = require("@nestjs/swagger");\n', '']],
  },
  {
    id: 'swagger-outside-production (webhook controller)',
    source: 'src/telegram/telegram-webhook.controller.ts',
    why: 'the only other importer of @nestjs/swagger; the webhook route can be left out of the document in app.factory instead',
    file: 'src/telegram/telegram-webhook.controller.js',
    find: '(0, swagger_1.ApiExcludeController)(),',
    replace: '',
    also: [['const swagger_1 = require("@nestjs/swagger");\n', '']],
  },
];

/** Copies dist/ to <root>/bench-results/after/dist and applies every patch; returns the new entry point. */
export function buildAfterDist(root) {
  const target = join(root, 'bench-results', 'after', 'dist');
  rmSync(target, { recursive: true, force: true });
  cpSync(join(root, 'dist'), target, { recursive: true });
  const applied = [];
  for (const p of PATCHES) {
    const file = join(target, p.file);
    if (!existsSync(file)) throw new Error(`patch ${p.id}: ${p.file} is missing in dist`);
    let text = readFileSync(file, 'utf8');
    const found = typeof p.find === 'string' ? text.includes(p.find) : p.find.test(text);
    if (!found && p.optional) continue;
    if (!found) throw new Error(`patch ${p.id}: the text to replace is no longer in ${p.file} (source: ${p.source})`);
    text = text.replace(p.find, p.replace);
    // the require has to go after the block moved it inside the condition (first occurrence only)
    for (const [from, to] of p.also ?? []) {
      const i = text.indexOf(from);
      if (i >= 0 && (p.id !== 'swagger-outside-production' || i < text.indexOf('if (config.nodeEnv'))) {
        text = text.slice(0, i) + to + text.slice(i + from.length);
      }
    }
    writeFileSync(file, text);
    applied.push(p.id);
  }
  return { entry: join(target, 'src', 'main.js'), applied };
}
