/// <reference types="vitest/config" />
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { barrelImports } from './barrel-imports';
import { compressAssets } from './compress-assets';
import { lazyChunkGroups } from './chunk-groups';
import { oneLanguage } from './one-language';
import { pagePreload } from './page-preload';

const webappRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const distDir = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * Runs scripts/check-bundle-size.mjs after a build; a failure fails the build (initial JS > 120 KiB gzip, or the
 * Telegram SDK in it).
 */
function bundleSizeCheck(): Plugin {
  return {
    name: 'bundle-size-check',
    apply: 'build',
    closeBundle() {
      const result = spawnSync(process.execPath, ['scripts/check-bundle-size.mjs', distDir], {
        cwd: repoRoot,
        stdio: 'inherit',
      });
      if (result.status !== 0)
        throw new Error('Initial JavaScript is over the 120 KiB gzip budget (or holds a chunk that must stay lazy)');
    },
  };
}

/**
 * Lets the tree-shaker drop the parts of react-router the app never uses (Link, NavLink, Form, the data
 * router's and framework mode's contexts...). Its build declares them as `var Link = React.forwardRef(...)`
 * then `Link.displayName = "Link"`: a call and a property write the bundler must assume have effects, so
 * every such component stayed in the start-up bundle with everything it calls. forwardRef and createContext
 * are pure, and displayName only names components in React DevTools: the calls are marked pure and the
 * names dropped. Nothing the app uses changes (the bundler still keeps all that is referenced).
 */
function treeShakeReactRouter(): Plugin {
  return {
    name: 'tree-shake-react-router',
    apply: 'build',
    transform: {
      filter: { id: /\/node_modules\/react-router\/dist\/[^/]+\/[^/]+\.mjs$/ },
      handler(code) {
        const pure = code.replace(/= (React\d*\.(?:forwardRef|createContext)\()/g, '= /* @__PURE__ */ $1');
        const unnamed = pure.replace(/^\s*[\w$]+\.displayName = "[^"\n]*";$/gm, '');
        return unnamed === code ? null : { code: unnamed, map: null };
      },
    },
  };
}

const config = {
  root: webappRoot,
  base: '/',
  plugins: [
    react(),
    oneLanguage(),
    treeShakeReactRouter(),
    barrelImports(),
    pagePreload(),
    bundleSizeCheck(),
    compressAssets(distDir),
  ],
  resolve: {
    alias: {
      '@api': fileURLToPath(new URL('../src', import.meta.url)),
      // antd-mobile's legacy mounting, never used: lib/antd-render.ts mounts its Toasts and Dialogs (the stub says why)
      'rc-util/lib/React/render': fileURLToPath(new URL('./src/lib/no-legacy-render.ts', import.meta.url)),
    },
  },
  build: {
    outDir: distDir,
    emptyOutDir: true,
    manifest: true,
    target: 'es2020',
    rolldownOptions: {
      output: {
        // The Telegram SDK's lazy chunk (lib/telegram.ts imports it dynamically) under a name that says what it is;
        // the shared files (`shared~3`) as shared-<hash>.js (the entry lists every file name it may load).
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('/node_modules/@twa-dev/sdk/')
            ? 'assets/telegram-sdk-[hash].js'
            : `assets/${chunk.name.replace(/~.*/, '')}-[hash].js`,
        // what the pages share in a few lazy files, each loaded by the pages that use it (chunk-groups.ts says why)
        codeSplitting: { groups: lazyChunkGroups() },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/dev-login': 'http://localhost:3000' },
  },
  test: {
    root: webappRoot,
    environment: 'jsdom',
    setupFiles: [fileURLToPath(new URL('./src/test/setup.ts', import.meta.url))],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    testTimeout: 15000,
    // vitest's default is one worker fewer than the cores, so one on CI's two: 126 s against 85 s with two
    maxWorkers: 2,
  },
} satisfies UserConfig;

export default defineConfig(({ command, mode }) => {
  // A build for production is React's production build whatever NODE_ENV the shell has (with
  // NODE_ENV=development Vite would otherwise bundle React's development build, over the size budget,
  // and `npm start` would stop). Vite reads NODE_ENV again after loading this file (STACK.md pitfall 15).
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return config;
});
