import { describe, expect, it } from 'vitest';
import { readBarrel, rewriteBarrelImports } from '../../barrel-imports';

const index = `import './global';
export { setDefaultConfig } from './components/config-provider';
export { default as Button } from './components/button';
export { default as ConfigProvider, useConfig } from './components/config-provider';
export { unstableSetRender } from './utils/unstable-render';`;
const files = new Set([
  'es/components/config-provider/index.js',
  'es/components/button/index.js',
  'es/utils/unstable-render.js',
]);
const barrels = new Map([['antd-mobile', readBarrel('antd-mobile', index, './es/index.js', (p) => files.has(p))]]);

describe('imports from a library’s index file', () => {
  it('import each name from the module that defines it', () => {
    const code = `import { Button, useConfig as useAntdConfig, setDefaultConfig } from "antd-mobile";\nButton;`;
    expect(rewriteBarrelImports(code, barrels)).toBe(
      `import { default as Button } from 'antd-mobile/es/components/button/index.js'; ` +
        `import { useConfig as useAntdConfig, setDefaultConfig as setDefaultConfig } from 'antd-mobile/es/components/config-provider/index.js';\nButton;`,
    );
  });

  it('rewrites re-exports too, finds a module that is a file, and leaves other packages alone', () => {
    const code = `export { Button } from 'antd-mobile';\nimport { unstableSetRender } from 'antd-mobile';\nimport { x } from 'other';`;
    expect(rewriteBarrelImports(code, barrels)).toBe(
      `export { default as Button } from 'antd-mobile/es/components/button/index.js';\n` +
        `import { unstableSetRender as unstableSetRender } from 'antd-mobile/es/utils/unstable-render.js';\nimport { x } from 'other';`,
    );
    expect(rewriteBarrelImports(`import { x } from 'other';`, barrels)).toBeNull();
  });

  it('fails the build on a name the index does not export, rather than import nothing', () => {
    expect(() => rewriteBarrelImports(`import { Nope } from 'antd-mobile';`, barrels)).toThrow(/exports no Nope/);
  });
});
