import { useEffect, useState, type RefObject } from "react";

/**
 * What the floating launcher must do so it covers none of the page's own controls where it stands:
 * nothing (`clear`), show only its round button at the screen's edge (`tuck`), or step aside
 * altogether (`hide`) when even that button would lie over a control (a phone's first screen can end
 * in "Play episode" right where the launcher floats). Out, it overlaps no control at all; tucked,
 * its button stays clear of every control's middle (where a tap lands). Worked out when the page settles: on mount,
 * after a scroll or resize stops, and when the page's content changes (a client-side navigation).
 */
export type LauncherClearance = "clear" | "tuck" | "hide";

/** What a visitor can click or focus, but for the launcher itself, an open dialog and the player bar. */
const CONTROLS =
  "a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex='-1']), audio[controls], iframe";
const NOT_PAGE_CONTROLS = "[data-assistant-launcher], [role=dialog], #site-player";

/** Room kept between the launcher and a control, in CSS pixels. */
const MARGIN = 4;

type Box = { left: number; right: number; top: number; bottom: number };

function overlaps(a: Box, b: Box): boolean {
  return (
    a.left < b.right + MARGIN && b.left < a.right + MARGIN && a.top < b.bottom + MARGIN && b.top < a.bottom + MARGIN
  );
}

/**
 * The launcher's boxes when it is out and when it is tucked, whatever it is now (or mid-slide):
 * tucked, it slides right until only its first 40 px (44 px from 640 px) show at the screen's edge.
 */
function launcherBoxes(launcher: HTMLElement): { full: Box; tucked: Box } {
  // The layout box: offsets leave out the slide (`translate`), and the element is fixed, so they are
  // the viewport's coordinates.
  const left = launcher.offsetLeft;
  const top = launcher.offsetTop;
  const full = { left, right: left + launcher.offsetWidth, top, bottom: top + launcher.offsetHeight };
  const shown = window.matchMedia("(min-width: 640px)").matches ? 44 : 40;
  return { full, tucked: { ...full, left: full.right - shown, right: window.innerWidth } };
}

function clearanceFor(launcher: HTMLElement): LauncherClearance {
  const { full, tucked } = launcherBoxes(launcher);
  let coversFull = false;
  for (const control of document.querySelectorAll<HTMLElement>(CONTROLS)) {
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.bottom < full.top - MARGIN || box.top > full.bottom + MARGIN) continue;
    if (control.closest(NOT_PAGE_CONTROLS)) continue;
    // Its round button may reach over a control's edge, never over the middle, where a tap lands.
    const [x, y] = [(box.left + box.right) / 2, (box.top + box.bottom) / 2];
    if (x >= tucked.left && x <= tucked.right && y >= tucked.top && y <= tucked.bottom) return "hide";
    if (overlaps(box, full)) coversFull = true;
  }
  return coversFull ? "tuck" : "clear";
}

export function useLauncherClearance(launcherRef: RefObject<HTMLElement | null>, active: boolean): LauncherClearance {
  const [clearance, setClearance] = useState<LauncherClearance>("clear");
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (launcherRef.current) setClearance(clearanceFor(launcherRef.current));
    };
    // Once the page stops moving: checking every frame of a scroll would read every control's box
    // many times a second (an episode page's transcript has hundreds).
    const settle = () => {
      clearTimeout(timer);
      timer = setTimeout(check, 120);
    };
    check();
    window.addEventListener("scroll", settle, { passive: true });
    window.addEventListener("resize", settle);
    const main = document.querySelector("main");
    const changes = new MutationObserver(settle);
    if (main) changes.observe(main, { childList: true, subtree: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener("scroll", settle);
      window.removeEventListener("resize", settle);
      changes.disconnect();
    };
  }, [active, launcherRef]);
  return clearance;
}
