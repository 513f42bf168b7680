/**
 * Images from elsewhere (feed art, imported articles' pictures) may not load; a broken-image box is
 * never shown. An `<img data-fallback="hide">` (a post's picture) leaves the layout, one with an
 * address there (episode art: `coverFallback` in app/lib/cover-fallback.ts, the podcast cover)
 * switches to it, and an image in stored HTML (`.prose-content`) is removed with the figure or link
 * it was alone in.
 *
 * An inline script in the head (entry.server.tsx puts it there), not a module of the page's: a
 * public page's scripts wait for the reader's first move (docs/decisions/0034-scripts-on-first-intent.md),
 * and a reader who only reads should not see a broken image meanwhile. From the head, one listener
 * for the whole document sees every image fail as the page is parsed and after any navigation
 * (load errors do not bubble; capturing on the document sees them all). Sent as its source text:
 * no comments inside, its line breaks are taken out.
 */
function watchImageFailures() {
  document.addEventListener(
    "error",
    (event) => {
      const image = event.target;
      if (!(image instanceof HTMLImageElement)) return;
      const fallback = image.dataset.fallback;
      if (fallback === "hide") image.hidden = true;
      else if (fallback) {
        if (image.getAttribute("src") !== fallback) image.src = fallback;
      } else if (image.closest(".prose-content")) {
        const holder = image.parentElement;
        image.remove();
        const empty = holder && !holder.textContent?.trim() && !holder.querySelector("img, iframe");
        if (empty && /^(FIGURE|A|P|PICTURE)$/.test(holder.tagName)) holder.remove();
      }
    },
    true,
  );
}

/** The script's text: the function's source with its line breaks and indentation taken out. */
export const imageFallbackScript = `(${watchImageFailures.toString().replace(/\n\s*/g, "")})()`;
