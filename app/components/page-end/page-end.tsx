import { useLocation, useRouteLoaderData } from "react-router";
import { ConsultationCallToAction } from "~/components/consultation/consultation-call-to-action";
import { EmailSignupForm } from "~/components/email-signup-form";
import type { ConsultationLink } from "~/lib/consultation";
import type { loader as rootLoader } from "~/root";

/**
 * What ends an episode page or a post (issue 33): "Get new episodes by email", when SMTP_URL and
 * MAIL_FROM are set, then "Book a consultation". One module the pages load after their own code
 * (lazyRendered), as the consultation call to action alone was, so the form costs their first load
 * nothing (the episode page has bytes, not components, to spare): the server renders it, it posts
 * without JavaScript, and whether it shows comes from the root loader, not from the page's data.
 * The footer's form is on the same page too, so this one has its own ids and its own name
 * ("Get new episodes by email (after this episode)"), read from the address for the same reason.
 * The default export: `module.default` is the fewest bytes in the pages' code that import it.
 */
export default function PageEndCallsToAction({ link, className = "" }: { link: ConsultationLink; className?: string }) {
  const emailSignup = useRouteLoaderData<typeof rootLoader>("root")?.emailSignup;
  const about = useLocation().pathname.startsWith("/episodes/") ? "this episode" : "this post";
  return (
    <div className={className}>
      {emailSignup ? (
        <div className="mb-10 rounded-2xl border border-sand-200 bg-white p-6 sm:p-8">
          <EmailSignupForm idPrefix="page-end-subscribe" where={`after ${about}`} Heading="h2" />
        </div>
      ) : null}
      <ConsultationCallToAction link={link} />
    </div>
  );
}
