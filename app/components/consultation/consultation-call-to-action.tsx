import { ExternalLink } from "~/components/external-link";
import { buttonClassName } from "~/components/ui/button";
import { consultationCallToAction } from "~/content/consultation";
import type { ConsultationLink } from "~/lib/consultation";

/**
 * "Book a consultation": a plain link (no script of its own) to the owner's booking page, which
 * opens in a new tab, or to the contact form with "Request a consultation" chosen. The loader passes
 * the link (`consultationLink(env.BOOKING_URL)`), so it is in the server's HTML.
 */
export function ConsultationCallToAction({ link, className = "" }: { link: ConsultationLink; className?: string }) {
  const linkClass = buttonClassName({ size: "md", className: "mt-4" });
  return (
    <aside
      aria-labelledby="consultation-heading"
      data-consultation-cta=""
      className={`rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:p-8 ${className}`}
    >
      <h2 id="consultation-heading" className="font-serif text-2xl font-bold text-ink-900">
        {consultationCallToAction.heading}
      </h2>
      <p className="mt-2 text-ink-800">{consultationCallToAction.text}</p>
      {link.external ? (
        <ExternalLink href={link.href} className={linkClass}>
          {consultationCallToAction.linkLabel}
        </ExternalLink>
      ) : (
        <a href={link.href} className={linkClass}>
          {consultationCallToAction.linkLabel}
        </a>
      )}
    </aside>
  );
}
