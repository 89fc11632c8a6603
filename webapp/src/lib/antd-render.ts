// antd-mobile's imperative Toast/Dialog render nothing on React 19 unless told how to mount (STACK.md pitfall 8).
import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { __admRoot?: Root };

unstableSetRender((node, container) => {
  const host = container as Container;
  host.__admRoot ??= createRoot(host);
  const root = host.__admRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete host.__admRoot;
  };
});
