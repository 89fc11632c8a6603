// Exports: plain types the mini app imports with `import type`.

export type ExportKind = 'appointments' | 'clients' | 'report';
export type ExportFormat = 'xlsx' | 'csv' | 'pdf';
export type ExportStatus = 'queued' | 'ready' | 'failed';

/** POST /api/exports. `from`/`to` (YYYY-MM-DD) are required for appointments and report, at most 366 days. */
export interface ExportRequest {
  kind: ExportKind;
  format: ExportFormat;
  from?: string;
  to?: string;
  /** An owner or admin: one master of the organization; a master: only their own id. */
  master_id?: number;
}

/** 202 to POST /api/exports. */
export interface ExportQueued {
  id: string;
  status: 'queued';
}

/** GET /api/exports/{id}, for the requester only. */
export interface ExportResponse {
  id: string;
  kind: ExportKind;
  format: ExportFormat;
  status: ExportStatus;
  file_name: string;
  /** null until the file is ready. */
  size_bytes: number | null;
  /** A signed address of the file good for 10 minutes that needs no init data; null until ready. */
  download_url: string | null;
  /** The bot has delivered the file into the requester's chat. */
  sent_to_chat: boolean;
}
