/** A setting the start refuses, with a message naming it and what it accepts. */
export class ConfigError extends Error {}
