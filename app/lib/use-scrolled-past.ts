import { useSyncExternalStore } from "react";

/**
 * Whether the page is scrolled more than `offset` pixels down. Read from the browser's own scroll
 * position (at most once a frame while scrolling); false during the server render and hydration.
 */
export function useScrolledPast(offset: number): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > offset,
    () => false,
  );
}

function subscribeToScroll(onChange: () => void): () => void {
  let frame = 0;
  const onScroll = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      onChange();
    });
  };
  window.addEventListener("scroll", onScroll, { passive: true });
  return () => {
    window.removeEventListener("scroll", onScroll);
    if (frame) cancelAnimationFrame(frame);
  };
}
