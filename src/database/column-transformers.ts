import type { ValueTransformer } from 'typeorm';

/** bigint columns (Telegram ids) come back from pg as strings; ids fit in a JS number. */
export const bigintNumber: ValueTransformer = {
  to: (v: number | null | undefined) => v,
  from: (v: string | number | null) => (v === null || v === undefined ? v : Number(v)),
};

/** numeric(10,2) prices come back as strings; the API speaks numbers. */
export const decimalNumber: ValueTransformer = {
  to: (v: number | null | undefined) => v,
  from: (v: string | number | null) => (v === null || v === undefined ? null : Number(v)),
};
