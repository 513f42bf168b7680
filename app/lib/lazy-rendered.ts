import { lazy, type ComponentType } from "react";

/**
 * `React.lazy` for a component the server renders into the page but whose code the browser need not
 * load with the page's own (docs/decisions/0007-first-load-javascript.md). In the browser, hydration
 * keeps the server's markup until the code arrives. On the server the module is loaded when this
 * file is, and a loaded module is handed to React synchronously (a thenable that resolves at once,
 * which React.lazy accepts), so no render ever suspends on it: a suspended first render would send
 * the markup as a streamed segment that only JavaScript reveals, and the page cache would keep it.
 */
export function lazyRendered<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const loading = () =>
    load().then((component) => {
      loaded = component;
      return { default: component };
    });
  if (typeof window === "undefined") void loading();
  return Object.assign(
    lazy(() => {
      if (!loaded) return loading();
      const module = { default: loaded };
      // Resolves at once: React.lazy reads it before deciding to suspend.
      return { then: (resolve: (value: typeof module) => void) => resolve(module) } as unknown as Promise<
        typeof module
      >;
    }),
    { preload: loading },
  );
}
