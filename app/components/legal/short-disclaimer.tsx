import { Link } from "react-router";
import { shortDisclaimer } from "~/content/legal";

/**
 * "General information, not legal advice": under every episode and post, and under the assistant's
 * answers (app/content/legal.ts). A plain note with a link to /disclaimer.
 */
export function ShortDisclaimer({ className = "" }: { className?: string }) {
  return (
    <p data-testid="short-disclaimer" className={`text-sm text-ink-700 ${className}`}>
      {shortDisclaimer.text}{" "}
      <Link to="/disclaimer" className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">
        {shortDisclaimer.linkLabel}
      </Link>
    </p>
  );
}
