// antd-mobile's imperative Toast/Dialog render nothing on React 19 unless told how to mount (STACK.md pitfall 8).
import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { __admRoot?: Root };

/** The containers whose root is mounted now (a toast or dialog on screen, or closing). */
const mounted = new Set<Container>();

function unmount(host: Container): void {
  host.__admRoot?.unmount();
  delete host.__admRoot;
  mounted.delete(host);
}

unstableSetRender((node, container) => {
  const host = container as Container;
  host.__admRoot ??= createRoot(host);
  mounted.add(host);
  host.__admRoot.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    unmount(host);
  };
});

/**
 * Unmounts every toast and dialog root at once, closing animations and timers included. The tests end each
 * case with it: a toast still counting down its seconds would otherwise render after its page is gone.
 */
export function unmountImperativeRoots(): void {
  for (const host of [...mounted]) unmount(host);
}
