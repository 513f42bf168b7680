import { Link } from "react-router";
import { quickExit } from "~/content/quick-exit";
import { quickExitBarId } from "~/lib/quick-exit";

/**
 * "Leave site" (issue 32): on every public page, right after the skip link and sticky above the
 * header, so it is the first visible control and the second Tab stop (the skip link, hidden until
 * focused, keeps its place as the first: docs/decisions/0026-legal-notices-and-quick-exit.md). A
 * plain link to the neutral site, so it works without JavaScript; the head's inline script
 * (app/.server/quick-exit-script.ts) makes it replace the page and clear this site's storage, and
 * adds Escape twice.
 */
export function QuickExitBar({ href }: { href: string }) {
  return (
    // A landmark of its own, so everything on the page is in one (axe: region).
    <nav id={quickExitBarId} aria-label="Quick exit" className="sticky top-0 z-50 h-9 bg-ink-900 text-sm text-white">
      {/* Reversed: "Leave site" comes first in the document (and by Tab) and sits at the right edge. */}
      <div className="mx-auto flex h-full max-w-6xl flex-row-reverse items-center justify-start gap-4 px-4 sm:px-6">
        <a
          href={href}
          rel="noreferrer"
          data-quick-exit=""
          aria-describedby="quick-exit-hint"
          className="rounded-full bg-white px-3 py-0.5 font-semibold text-ink-900 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {quickExit.label}
        </a>
        <Link to="/browsing-safely" className="text-sand-200 underline underline-offset-2 hover:text-white">
          {quickExit.helpLabel}
        </Link>
        <span id="quick-exit-hint" className="sr-only">
          {quickExit.hint}
        </span>
      </div>
    </nav>
  );
}
