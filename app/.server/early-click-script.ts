/**
 * The inline script that holds clicks landing before the page can act on them, and clicks them
 * again once it can (app/lib/early-clicks.ts says why and which). The server puts it at the end of
 * the head (scripts-after-first-paint.ts), so it listens before anything is drawn; the page's own
 * scripts only set the attributes it waits for.
 *
 * It is sent as its source text, so it stands alone and names its attributes itself;
 * early-click-script.test.ts checks they are the ones early-clicks.ts uses. No comments inside it:
 * its line breaks are taken out. `waiting` says whether a click on a target would reach no handler
 * yet (a button that only scripts give a meaning, `type="button"`, before hydration; anything in a
 * `data-hold-clicks` element before it is ready); readiness is announced by the attributes, and each
 * held click whose target is ready then is clicked again, in the order they came. A held target is
 * marked `data-click-held` meanwhile, for a part that replaces it rather than readying it (Home's
 * recent episodes).
 */
function holdEarlyClicks() {
  const html = document.documentElement;
  const held: HTMLElement[] = [];
  const waiting = (target: HTMLElement) => {
    const owner = target.closest("[data-hold-clicks]");
    return owner
      ? !owner.hasAttribute("data-clicks-ready")
      : !html.hasAttribute("data-hydrated") && (target as HTMLButtonElement).type == "button";
  };
  document.addEventListener(
    "click",
    (event) => {
      const target = (event.target as Element).closest?.<HTMLElement>("button,a[data-start]");
      if (!target || event.button || event.metaKey || event.ctrlKey || event.shiftKey || !waiting(target)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      target.setAttribute("data-click-held", "");
      if (!held.includes(target)) held.push(target);
    },
    true,
  );
  new MutationObserver(() => {
    for (const target of held.filter((target) => !waiting(target))) {
      held.splice(held.indexOf(target), 1);
      target.removeAttribute("data-click-held");
      target.click();
    }
  }).observe(html, { subtree: true, attributeFilter: ["data-hydrated", "data-clicks-ready"] });
}

/** The script's text: the function's source with its line breaks and indentation taken out. */
export const earlyClickScript = `(${holdEarlyClicks.toString().replace(/\n\s*/g, "")})()`;
