import { useState } from "react";
import { HYDRATED_ATTRIBUTE } from "./early-clicks";

/**
 * The HTML the server wrote inside the element `selector` finds, read once as the page hydrates;
 * null on the server and in a page rendered in the browser (a client-side navigation), which have
 * no server markup. For a part kept as the server's markup until its code is wanted: rendered with
 * `dangerouslySetInnerHTML` of this HTML (and `suppressHydrationWarning`), hydration meets an
 * element whose HTML React does not own, and no navigation waits for that part's code, as it would
 * for a Suspense boundary still showing server markup (docs/decisions/0007-first-load-javascript.md,
 * addendum). Home's recent episodes and an episode's transcript cues use it.
 */
export function useServerMarkup(selector: string): string | null {
  const [html] = useState(() => {
    const hydrating = typeof document !== "undefined" && !document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);
    return hydrating ? (document.querySelector(selector)?.innerHTML ?? null) : null;
  });
  return html;
}
