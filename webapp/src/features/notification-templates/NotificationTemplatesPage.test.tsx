import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  NotificationTemplateItem,
  NotificationTemplatesResponse,
} from '@api/notification-templates/notification-templates.contract';
import { STANDARD_TEXTS } from '@api/notification-templates/template-standard';
import { PLACEHOLDERS, TEMPLATE_KINDS, TEMPLATE_LANGS } from '@api/notification-templates/template-text';
import { renderWithApp } from '../../test/render';

function listWith(own: Partial<Record<string, string>> = {}, inUse = true): NotificationTemplatesResponse {
  const templates: NotificationTemplateItem[] = TEMPLATE_KINDS.flatMap((kind) =>
    TEMPLATE_LANGS.map((lang) => ({
      kind,
      lang,
      standard_text: STANDARD_TEXTS[kind][lang],
      own_text: own[`${kind}:${lang}`] ?? null,
      placeholders: [...PLACEHOLDERS],
    })),
  );
  return { own_texts_in_use: inUse, templates };
}

const BUTTONS = [['Приду', 'Отменить'], ['Перенести']];

describe('«Тексты уведомлений»', () => {
  it('opens from the profile; a kind is edited with placeholder chips, previewed as a bubble and saved', async () => {
    let list = listWith();
    const app = renderWithApp(null, {
      route: '/profile',
      roles: ['organization'],
      api: {
        'GET /notification-templates': () => ({ body: list }),
        'POST /notification-templates/reminder/ru/preview': (call) => ({
          body: {
            text: (call.body as { text: string }).text.replace('{time}', '15:30').replace('{client_name}', 'Анна'),
            buttons: BUTTONS,
          },
        }),
        'PUT /notification-templates/reminder/ru': (call) => {
          list = listWith({ 'reminder:ru': (call.body as { text: string }).text });
          return { body: list };
        },
      },
    });
    await app.user.click(await screen.findByText('Тексты уведомлений', {}, { timeout: 10_000 }));
    await waitFor(() => expect(app.currentPath()).toBe('/notification-templates'));
    const row = await screen.findByTestId('template-reminder');
    expect(row).toHaveTextContent('Напоминание');
    expect(row).toHaveTextContent('Стандартный');
    await app.user.click(row);

    const editor = await screen.findByTestId('template-editor');
    const area = within(editor).getByRole('textbox');
    expect(area).toHaveValue(STANDARD_TEXTS.reminder.ru);
    await app.user.clear(area);
    await app.user.type(area, 'Ждём вас, ');
    await app.user.click(screen.getByTestId('chip-client_name'));
    await app.user.type(area, ', в ');
    await app.user.click(screen.getByTestId('chip-time'));
    expect(area).toHaveValue('Ждём вас, {client_name}, в {time}');

    const bubble = await screen.findByTestId('template-preview');
    await waitFor(() => expect(bubble).toHaveTextContent('Ждём вас, Анна, в 15:30'));
    expect(within(bubble).getByText('Приду')).toBeInTheDocument();
    expect(within(bubble).getByText('Перенести')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(app.api.callsTo('PUT /notification-templates/reminder/ru')[0]?.body).toEqual({
        text: 'Ждём вас, {client_name}, в {time}',
      }),
    );
    const saved = await screen.findByTestId('template-reminder');
    expect(saved).toHaveTextContent('Свой текст');
    expect(saved).toHaveTextContent('Ждём вас, {client_name}, в {time}');
  });

  it('a wrong placeholder is named under the editor (the server’s words)', async () => {
    const app = renderWithApp(null, {
      route: '/notification-templates',
      roles: ['master'],
      api: {
        'GET /notification-templates': listWith(),
        'POST /notification-templates/booked/ru/preview': () => ({
          status: 422,
          body: { detail: 'Неизвестная подстановка {client}.', code: 'template_placeholder_unknown' },
        }),
      },
    });
    await app.user.click(await screen.findByTestId('template-booked', {}, { timeout: 10_000 }));
    const area = within(await screen.findByTestId('template-editor')).getByRole('textbox');
    await app.user.clear(area);
    await app.user.type(area, 'Привет, {{client}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Неизвестная подстановка {client}.');
  });

  it('«Вернуть стандартный» removes the own text', async () => {
    let list = listWith({ 'cancelled:en': 'Sorry, {client_name}' });
    const app = renderWithApp(null, {
      route: '/notification-templates',
      roles: ['organization'],
      api: {
        'GET /notification-templates': () => ({ body: list }),
        'POST /notification-templates/cancelled/en/preview': { text: 'Sorry, Anna', buttons: [['Open booking']] },
        'DELETE /notification-templates/cancelled/en': () => {
          list = listWith();
          return { body: list };
        },
      },
    });
    await app.user.click(await screen.findByText('English', {}, { timeout: 10_000 }));
    const row = await screen.findByTestId('template-cancelled');
    expect(row).toHaveTextContent('Свой текст');
    await app.user.click(row);
    await app.user.click(await screen.findByRole('button', { name: 'Вернуть стандартный' }));
    await waitFor(() => expect(app.api.callsTo('DELETE /notification-templates/cancelled/en')).toHaveLength(1));
    expect(await screen.findByTestId('template-cancelled')).toHaveTextContent('Стандартный');
  });

  it('on Basic: the own texts are not sent (a notice says so), and saving opens the plan sheet', async () => {
    const app = renderWithApp(null, {
      route: '/notification-templates',
      roles: ['organization'],
      api: {
        'GET /notification-templates': listWith({}, false),
        'POST /notification-templates/reminder/ru/preview': { text: 'x', buttons: [] },
        'PUT /notification-templates/reminder/ru': () => ({
          status: 403,
          body: { detail: 'Доступно на тарифе Pro', code: 'plan_required' },
        }),
      },
    });
    expect(
      await screen.findByText(/Свои тексты отправляются на тарифе Pro/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await app.user.click(screen.getByTestId('template-reminder'));
    await app.user.click(await screen.findByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByTestId('plan-required-sheet')).toBeInTheDocument();
  });
});
