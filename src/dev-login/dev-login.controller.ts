import { BadRequestException, Controller, Get, Header, Inject, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/access.decorators';
import { signInitData } from '../auth/sign-init-data';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { DemoEntry, demoEntries } from './demo-people';
import { isAppRole, roleHandoff } from './role-handoff';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A path inside the mini app: one leading '/', then segments of unreserved characters and an optional
 * query. No second '/' in a row (no '//host'), no backslash (browsers read '/\host' as '//host'), no
 * control characters (no header splitting), no scheme: the redirect, which carries signed init data,
 * can only stay on this site.
 */
const APP_PATH = /^\/(?:[\w.~-]+\/)*[\w.~-]*(?:\?[\w.~=&%-]*)?$/;
const BAD_PATH = 'Путь в приложении должен начинаться с / и вести внутрь приложения';
const BAD_USER = 'Укажите числовой Telegram ID и имя';
const BAD_ROLE = 'Неизвестная роль';

/** A query value as one string (a repeated parameter is refused), undefined when absent. */
function one(value: unknown, detail: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new BadRequestException({ detail });
  return value;
}

/** The people to sign in as with one tap: role, name, where it leads. */
function peopleList(people: DemoEntry[]): string {
  if (people.length === 0) return '';
  const items = people
    .map(
      (p) =>
        `<li><a href="${esc(p.href)}"><b>${esc(p.role)}</b> <span>${esc(p.name)}</span>` +
        `<small>${esc(p.hint)} · Telegram ID ${p.telegram_id}</small></a></li>`,
    )
    .join('\n');
  return `<h2>Войти одним нажатием</h2>
<ul class="people">
${items}
</ul>
<h2>Или любой пользователь</h2>`;
}

/**
 * DEV_LOGIN=1 only: pick a test Telegram user and open the mini app with init data signed by the
 * configured token, so the product can be tried in an ordinary browser. Never in production. The demo
 * data's people (and the super admin) come first, one tap each.
 */
@Controller('dev-login')
export class DevLoginController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly ds: DataSource,
  ) {}

  @Public()
  @Get()
  @Header('content-type', 'text/html; charset=utf-8')
  async page(): Promise<string> {
    const people = await demoEntries(this.ds, this.config);
    return `<!doctype html><html lang="ru"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev login</title><link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:2rem auto;padding:0 1rem}
label{display:block;margin:.6rem 0}input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
button{margin-top:1rem;padding:.6rem 1.2rem;font-size:1rem}h2{font-size:1.1rem;margin-top:1.5rem}
.people{list-style:none;padding:0}.people a{display:block;padding:.7rem .8rem;margin:.4rem 0;border:1px solid #ccd;
border-radius:.6rem;color:inherit;text-decoration:none}.people a:hover{background:#f2f4fa}
.people small{display:block;color:#667;margin-top:.2rem}</style></head><body>
<h1>Вход для разработки</h1>
<p>Выберите тестового пользователя Telegram. Данные будут подписаны токеном бота этого сервера.</p>
${peopleList(people)}
<form method="get" action="/dev-login/open">
<label>Telegram ID <input name="id" required pattern="\\d{1,15}" value="100001"></label>
<label>Имя <input name="first_name" required value="Анна"></label>
<label>Username <input name="username" value="anna"></label>
<label>Язык <input name="language_code" value="ru"></label>
<label>Путь в приложении <input name="path" value="/"></label>
<button type="submit">Открыть приложение</button></form>
</body></html>`;
  }

  @Public()
  @Get('open')
  open(
    @Query('id') idParam: unknown,
    @Query('first_name') firstNameParam: unknown,
    @Query('last_name') lastNameParam: unknown,
    @Query('username') usernameParam: unknown,
    @Query('language_code') languageCodeParam: unknown,
    @Query('path') pathParam: unknown,
    @Query('role') roleParam: unknown,
    @Res() reply: FastifyReply,
  ): void {
    const id = one(idParam, BAD_USER) ?? '';
    const firstName = one(firstNameParam, BAD_USER) ?? '';
    const lastName = one(lastNameParam, BAD_USER)?.trim();
    const username = one(usernameParam, BAD_USER);
    const languageCode = one(languageCodeParam, BAD_USER);
    if (!/^\d{1,15}$/.test(id) || !firstName.trim()) throw new BadRequestException({ detail: BAD_USER });
    const target = one(pathParam, BAD_PATH) || '/';
    if (!APP_PATH.test(target)) throw new BadRequestException({ detail: BAD_PATH });
    const role = one(roleParam, BAD_ROLE);
    if (role !== undefined && role !== '' && !isAppRole(role)) throw new BadRequestException({ detail: BAD_ROLE });
    const initData = signInitData(
      {
        id: Number(id),
        first_name: firstName.trim(),
        ...(lastName ? { last_name: lastName } : {}),
        ...(username ? { username } : {}),
        ...(languageCode ? { language_code: languageCode } : {}),
      },
      this.config.botToken,
    );
    const hash = new URLSearchParams({
      tgWebAppData: initData,
      tgWebAppVersion: '8.0',
      tgWebAppPlatform: 'tdesktop',
    }).toString();
    if (!role) {
      void reply.status(302).redirect(`${target}#${hash}`);
      return;
    }
    // the app shows this role (an admin's salon, not their client screens), then the page at target
    const { html, csp } = roleHandoff(role, Number(id), `${target}#${hash}`);
    void reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', csp)
      .send(html);
  }
}
