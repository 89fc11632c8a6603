import { transliterate } from '../deep-links/transliterate';
import type { ExportFormat, ExportKind } from './exports.contract';

const TITLE: Record<ExportKind, string> = { appointments: 'Записи', clients: 'Клиенты', report: 'Отчёт' };

/** 'Записи_2026-11-01_2026-11-30.xlsx'; a client list is named for the day it was asked for. */
export function exportFileName(
  kind: ExportKind,
  format: ExportFormat,
  range: { from: string; to: string } | null,
  today: string,
): string {
  const dates = range ? `${range.from}_${range.to}` : today;
  return `${TITLE[kind]}_${dates}.${format}`;
}

export const CONTENT_TYPE: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};

/**
 * Content-Disposition for a file name that may be Cyrillic: a transliterated ASCII fallback for old clients and the exact
 * name in UTF-8 (RFC 6266 / 5987) for everyone else.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = transliterate(fileName)
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
