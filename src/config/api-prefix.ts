/** The path every API route lives under (`/api/...`); the mini app and dev login are outside it. */
export const API_PREFIX = 'api';
