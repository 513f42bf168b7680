/**
 * Images from elsewhere (feed art, imported articles' pictures) may not load; a broken-image box is
 * never shown. An `<img data-fallback="hide">` (a post's picture) leaves the layout, one with an
 * address there (episode art: `coverFallback`, the podcast cover) switches to it, and an image in
 * stored HTML (`.prose-content`) is removed with the figure or link it was alone in. The layout
 * starts it once the page is interactive: it looks once at every image for those that already
 * failed, then one listener for the whole document handles any that fail later.
 */
function handleFailedImage(image: HTMLImageElement) {
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
}

function failed(image: HTMLImageElement): boolean {
  return image.complete && image.naturalWidth === 0 && image.currentSrc !== "";
}

export function watchImageFailures() {
  document.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement) handleFailedImage(event.target);
    },
    // Load errors do not bubble; capturing on the document sees every image's.
    true,
  );
  for (const image of document.images) if (failed(image)) handleFailedImage(image);
}
