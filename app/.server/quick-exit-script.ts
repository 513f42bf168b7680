/**
 * The inline script behind "Leave site" (issue 32; app/lib/quick-exit.ts). The control is a plain
 * link to the neutral site, so it works without JavaScript; this makes it leave without a trace the
 * Back button can find: it clears the keys this site keeps in localStorage and sessionStorage and
 * replaces the page (`location.replace`), on a click on the link or on Escape pressed twice within a
 * second. The server puts it at the end of the head with the early-click script
 * (entry.server.tsx), so it works from the first paint, before the page's own scripts arrive, and
 * adds nothing to the first-load JavaScript.
 *
 * The page's own scripts save as the page goes (React Router's scroll positions, on `pagehide`), so
 * once it has cleared the keys, nothing more is written to storage.
 *
 * Sent as its source text, like early-click-script.ts: it stands alone and names its prefix, link
 * and interval itself (quick-exit-script.test.ts checks they are app/lib/quick-exit.ts's). No
 * comments inside it: its line breaks are taken out. Storage that throws (blocked) kept nothing. A page without the link (the admin area) has
 * no quick exit.
 */
function leaveQuickly() {
  let lastEscape = 0;
  const leave = (link: HTMLAnchorElement) => {
    for (const name of ["localStorage", "sessionStorage"] as const) {
      try {
        const storage = window[name];
        for (const key of Object.keys(storage)) if (key.startsWith("untangled.")) storage.removeItem(key);
      } catch {
        continue;
      }
    }
    Storage.prototype.setItem = () => undefined;
    window.location.replace(link.href);
  };
  document.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element).closest?.<HTMLAnchorElement>("a[data-quick-exit]");
      if (!link || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      leave(link);
    },
    true,
  );
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.key != "Escape" || event.repeat) return;
      const link = document.querySelector<HTMLAnchorElement>("a[data-quick-exit]");
      const now = Date.now();
      if (link && now - lastEscape < 1000) leave(link);
      lastEscape = now;
    },
    true,
  );
}

/** The script's text: the function's source with its line breaks and indentation taken out. */
export const quickExitScript = `(${leaveQuickly.toString().replace(/\n\s*/g, "")})()`;
