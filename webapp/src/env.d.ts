/// <reference types="vite/client" />

// Build-time settings the mini app reads (import.meta.env): all optional, each with a default where read.
interface ImportMetaEnv {
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_SUPPORT_TELEGRAM?: string;
}
