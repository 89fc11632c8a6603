// The time-to-usable yardstick (bench/sections/webapp.mjs): React, the same API answers a screen of the mini
// app fetched (their paths come in the hash as `bench`, with the same init data), all requested at once,
// then rendered as plain lists. Built by the mini app's own Vite config (bench/lib/bare-page.mjs).
/* global document, location */
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

const params = new URLSearchParams(location.hash.slice(1));
const initData = params.get('tgWebAppData') ?? '';
const paths = JSON.parse(params.get('bench') ?? '[]');

const line = (v) =>
  v && typeof v === 'object'
    ? Object.values(v)
        .filter((x) => x !== null && typeof x !== 'object')
        .join(' · ')
    : String(v);

function Answer({ path, body }) {
  const items = Array.isArray(body)
    ? body
    : Object.entries(body ?? {}).flatMap(([k, v]) => (Array.isArray(v) ? v : [`${k}: ${line(v)}`]));
  return h(
    'section',
    null,
    h('h3', null, path),
    h('ul', null, ...items.slice(0, 100).map((x, i) => h('li', { key: i }, line(x)))),
  );
}

function Page({ answers }) {
  return h('main', null, ...answers.map((a, i) => h(Answer, { key: i, ...a })));
}

async function main() {
  const answers = await Promise.all(
    paths.map((path) =>
      fetch(path, { headers: { 'X-Telegram-Init-Data': initData } })
        .then((r) => (r.headers.get('content-type')?.includes('json') ? r.json() : { status: r.status }))
        .catch((e) => ({ error: String(e) }))
        .then((body) => ({ path, body })),
    ),
  );
  createRoot(document.getElementById('root')).render(h(Page, { answers }));
}

void main();
