import { LOAD_ON_INTENT_ATTRIBUTE } from "~/lib/page-load-attributes";
import { ASSISTANT_CONVERSATION_KEY, LAST_EPISODE_KEY } from "~/lib/storage-keys";

/**
 * The inline script that decides when a public page's JavaScript loads
 * (docs/decisions/0034-scripts-on-first-intent.md). A public page is complete as HTML; its scripts
 * (React, React Router and the page's code, about 120 KB gzip) are what make Play, the assistant
 * and client-side navigation work. They load when the reader first shows they may use them: a
 * mouse moving over the page, a mouse or pen pressed, a tap (a click: a finger on the screen may
 * only be scrolling), a key, a field focused. A phone reader who only scrolls and reads pays for
 * none of it. They load at once where the page has
 * something to restore or is not a public page: the admin and account pages (no attribute), a
 * shared moment (`?t=`, which the player shows paused there), a listener who had an episode in the
 * player or the assistant open.
 *
 * It leaves a promise in `window[SCRIPTS_WANTED]` that React Router's module script awaits
 * (deferred-module-script.ts); clicks meanwhile are held by early-click-script.ts and clicked again
 * once the page has hydrated. Listening on the window, in the capture phase, it hears a click
 * before that script stops it. Sent as its source text: no comments inside, its line breaks are
 * taken out.
 */
function awaitIntent(promiseName: string, attribute: string, lastEpisodeKey: string, conversationKey: string) {
  (window as unknown as Record<string, Promise<void>>)[promiseName] = new Promise<void>((resolve) => {
    let now = !document.documentElement.hasAttribute(attribute) || /[?&]t=/.test(location.search);
    try {
      now =
        now ||
        localStorage.getItem(lastEpisodeKey) !== null ||
        (JSON.parse(sessionStorage.getItem(conversationKey) || "{}") as { open?: boolean }).open === true;
    } catch {
      now = true;
    }
    if (now) return resolve();
    const types = ["pointermove", "pointerdown", "click", "keydown", "focusin"];
    const heard = (event: Event) => {
      if (event.type != "click" && (event as PointerEvent).pointerType == "touch") return;
      for (const type of types) removeEventListener(type, heard, true);
      resolve();
    };
    for (const type of types) addEventListener(type, heard, { capture: true, passive: true });
  });
}

/** The global the promise is left in, for deferred-module-script.ts to await. */
export const SCRIPTS_WANTED = "__scriptsWanted";

/** The script's text: the function's source, its line breaks and indentation taken out, called with its keys. */
export const loadOnIntentScript = `(${awaitIntent.toString().replace(/\n\s*/g, "")})(${[
  SCRIPTS_WANTED,
  LOAD_ON_INTENT_ATTRIBUTE,
  LAST_EPISODE_KEY,
  ASSISTANT_CONVERSATION_KEY,
]
  .map((value) => JSON.stringify(value))
  .join(",")})`;
