// Stands in for rc-util's React/render (vite.config.ts points antd-mobile's import of it here). antd-mobile's
// own way to mount a Toast or Dialog is rc-util's legacy ReactDOM.render, which mounts nothing on React 19; the
// app always mounts them with createRoot (./antd-render.ts, set before any page shows one). rc-util's module
// and the async runtime it needs (~14 KB of source) were downloaded and run with every screen for nothing.
const unused = (): never => {
  throw new Error('antd-mobile rendered without lib/antd-render.ts');
};

export const render = unused;
export const unmount = unused;
