// Types of chromium.mjs for the TypeScript browser tests.
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: readonly string[];
export declare function chromiumLaunchOptions(extraArgs?: string[]): {
  executablePath: string;
  headless: true;
  args: string[];
};
