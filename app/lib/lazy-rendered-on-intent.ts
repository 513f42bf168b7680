import type { ComponentType } from "react";
import { lazyRendered } from "./lazy-rendered";

// A file of its own: only the home page uses it, and every page that uses lazyRendered would
// otherwise carry it too (the episode page's scripts sit at their budget).
/**
 * Like `lazyRendered`, but the browser fetches the code only when asked (`preload`), for a section
 * whose server markup is enough until the visitor reaches for it (the home page's recent episodes:
 * their play buttons stay the server's HTML until a pointer, finger or focus comes near). Hydration
 * keeps that markup meanwhile. After hydration (a client-side navigation to the page) there is no
 * server markup to keep, so the caller preloads at once and the section shows when its code comes.
 */
export function lazyRenderedOnIntent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let release!: () => void;
  const intent = new Promise<void>((resolve) => (release = resolve));
  const component = lazyRendered(() => intent.then(load));
  if (typeof window === "undefined") release();
  const { preload } = component;
  return Object.assign(component, {
    preload: () => {
      release();
      return preload();
    },
  });
}
