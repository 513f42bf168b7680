import { legalReviewNote } from "~/content/legal";
import { formatLongDate } from "~/lib/dates";
import { ShortDisclaimer } from "./short-disclaimer";

/**
 * The foot of an episode's or post's text (issue 32): when the law in it was last reviewed and for
 * where ("Legal information as of March 4, 2026"), when the owner set that, then the short
 * disclaimer, always.
 */
export function LegalNote({
  lawReviewedOn = null,
  jurisdictionsDiscussed = null,
  className = "",
}: {
  /** `YYYY-MM-DD`. */
  lawReviewedOn?: string | null;
  jurisdictionsDiscussed?: string | null;
  className?: string;
}) {
  return (
    <aside aria-label="Legal notice" className={`space-y-2 border-t border-sand-200 pt-4 ${className}`}>
      {lawReviewedOn ? (
        <p className="text-sm font-medium text-ink-800">
          {legalReviewNote.prefix} <time dateTime={lawReviewedOn}>{formatLongDate(lawReviewedOn)}</time>
          {jurisdictionsDiscussed ? (
            <>
              {" "}
              · {legalReviewNote.jurisdictionsPrefix} {jurisdictionsDiscussed}
            </>
          ) : null}
        </p>
      ) : jurisdictionsDiscussed ? (
        <p className="text-sm font-medium text-ink-800">
          {legalReviewNote.jurisdictionsPrefix} {jurisdictionsDiscussed}
        </p>
      ) : null}
      <ShortDisclaimer />
    </aside>
  );
}
