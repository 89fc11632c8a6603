import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { ExportResponse } from '@api/exports/exports.contract';
import { renderWithApp } from '../../test/render';
import { fakeWebApp } from '../../test/telegram-fake';
import { DigestSwitch } from './DigestSwitch';
import { ExportCard } from './ExportCard';

const ID = '5d7c2a4e-8f1b-4c3a-9e2d-1a2b3c4d5e6f';
const URL_ = `https://app.example.test/api/exports/${ID}/file?token=1900000000.signature`;

const ready = (over: Partial<ExportResponse> = {}): ExportResponse => ({
  id: ID,
  kind: 'report',
  format: 'xlsx',
  status: 'ready',
  file_name: 'Отчёт_2026-11-01_2026-11-30.xlsx',
  size_bytes: 2048,
  download_url: URL_,
  sent_to_chat: true,
  ...over,
});

describe('export of the statistics', () => {
  afterEach(() => {
    fakeWebApp.platform = 'unknown';
    delete (window as unknown as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy;
    fakeWebApp.downloadFile.mockReset();
  });

  it('asks for the period on screen, says the file goes to the chat, then offers it for download', async () => {
    let reads = 0;
    const { api, user } = renderWithApp(<ExportCard range={{ from: '2026-11-01', to: '2026-11-30' }} />, {
      roles: ['organization'],
      api: {
        'POST /exports': () => ({ status: 202, body: { id: ID, status: 'queued' } }),
        [`GET /exports/${ID}`]: () => ({
          body: reads++ === 0 ? ready({ status: 'queued', download_url: null }) : ready(),
        }),
      },
    });
    // PDF is for the report only
    await user.click(await screen.findByText('Записи'));
    expect(screen.getByRole('button', { name: 'PDF' })).toBeDisabled();
    await user.click(screen.getByText('Отчёт'));
    expect(screen.getByRole('button', { name: 'PDF' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Excel' }));
    expect(await screen.findByText('Файл отправлен в чат')).toBeInTheDocument();
    expect(api.callsTo('POST /exports')[0].body).toEqual({
      kind: 'report',
      format: 'xlsx',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(screen.getByTestId('export-status')).toHaveTextContent('Готовим файл…');
    const link = await screen.findByRole(
      'link',
      { name: 'Скачать Отчёт_2026-11-01_2026-11-30.xlsx' },
      { timeout: 4000 },
    );
    expect(link).toHaveAttribute('href', URL_);
    link.addEventListener('click', (e) => e.preventDefault()); // jsdom cannot navigate
    await user.click(link);
    expect(fakeWebApp.downloadFile).not.toHaveBeenCalled();
  });

  it("inside Telegram the download is Telegram's own; the client list needs no period", async () => {
    fakeWebApp.platform = 'android';
    (window as unknown as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy = { postEvent: () => undefined };
    const { api, user } = renderWithApp(<ExportCard range={null} />, {
      roles: ['master'],
      api: {
        'POST /exports': () => ({ status: 202, body: { id: ID, status: 'queued' } }),
        [`GET /exports/${ID}`]: ready({ kind: 'clients', format: 'csv', file_name: 'Клиенты_2026-12-03.csv' }),
      },
    });
    expect(await screen.findByRole('button', { name: 'CSV' })).toBeDisabled(); // a report needs a period
    await user.click(screen.getByText('Клиенты'));
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(api.callsTo('POST /exports')).toHaveLength(1));
    expect(api.callsTo('POST /exports')[0].body).toEqual({ kind: 'clients', format: 'csv' });
    await user.click(await screen.findByRole('link', { name: 'Скачать Клиенты_2026-12-03.csv' }));
    expect(fakeWebApp.downloadFile).toHaveBeenCalledWith({ url: URL_, file_name: 'Клиенты_2026-12-03.csv' });
  });

  it('the weekly digest switch reads and sets the setting', async () => {
    const { api, user } = renderWithApp(<DigestSwitch />, {
      roles: ['organization'],
      api: {
        'GET /statistics/digest': { enabled: false },
        'PUT /statistics/digest': (c: { body: unknown }) => ({ body: c.body }),
      },
    });
    const toggle = await screen.findByRole('switch', { name: 'Сводка за неделю в чат' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    await user.click(toggle);
    await waitFor(() => expect(api.callsTo('PUT /statistics/digest')).toHaveLength(1));
    expect(api.callsTo('PUT /statistics/digest')[0].body).toEqual({ enabled: true });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
  });
});
