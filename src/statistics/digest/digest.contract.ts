// The weekly digest switch: plain types the mini app imports with `import type`.

/** GET / PUT /api/statistics/digest: the Monday 09:00 summary in the bot, off by default. */
export interface DigestSettings {
  enabled: boolean;
}
