export interface ErrorLogRequest {
  telegram_id?: number | string | null;
  message: string;
  context?: string | null;
  stack?: string | null;
  response?: unknown;
  status?: number | null;
  url?: string | null;
  timestamp?: string | null;
}
