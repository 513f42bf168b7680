import { appServicesOf } from "~/.server/app-context";
import { provideStructuredData } from "~/.server/structured-data";
import { ArrowUpRight, Quote } from "lucide-react";
import { Link } from "react-router";
import { MediaGrid } from "~/components/about/media-grid";
import { ConsultationCallToAction } from "~/components/consultation/consultation-call-to-action";
import { ExternalLink } from "~/components/external-link";
import { buttonClassName } from "~/components/ui/button";
import { Image } from "~/components/ui/image";
import { licensedJurisdictions, licensedNote } from "~/content/legal";
import { aboutIntro, biography, coachingCallToAction, pullQuote } from "~/content/about";
import { site, socialLinks } from "~/content/site";
import { consultationLink } from "~/lib/consultation";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/about";

/** The host as schema.org's Person, for search engines (in the server's HTML only: app/.server/structured-data.ts). */
export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl, BOOKING_URL } = appServicesOf(context).env;
  const structuredData = {
    "@context": "https://schema.org",
    "@type": "Person",
    name: site.host.name,
    jobTitle: site.host.role,
    description: site.host.shortBio,
    image: `${publicUrl}${site.images.hostPortrait}`,
    url: `${publicUrl}/about`,
    sameAs: socialLinks.map((link) => link.href),
    knowsAbout: ["Family law", "Divorce", "Mediation"],
    // Where she is licensed (app/content/legal.ts): a licence is a credential valid in a state.
    hasCredential: licensedJurisdictions.map((name) => ({
      "@type": "EducationalOccupationalCredential",
      credentialCategory: "license",
      name: `License to practise law in ${name}`,
      validIn: { "@type": "AdministrativeArea", name },
    })),
  };
  provideStructuredData(context, structuredData);
  return { consultation: consultationLink(BOOKING_URL) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "About",
    description: `Meet ${site.host.name}, the family-law attorney and mediator behind ${site.podcastName}: her story, her approach to divorce, and where she has been featured.`,
    path: "/about",
    matches,
  });

/** "one-on-one" stays whole: browsers may break a line after any hyphen. */
function NoBreakAtHyphens({ text }: { text: string }) {
  return text.split(/(\S+-\S+)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="bg-gradient-to-b from-sand-100 to-sand-50">
        <div className="mx-auto grid max-w-6xl gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <div className="mx-auto w-full max-w-sm lg:sticky lg:top-24 lg:max-w-none lg:self-start">
            <Image
              src={site.images.hostPortrait}
              alt={site.images.hostPortraitAlt}
              width={800}
              height={1000}
              placement="hero"
              className="aspect-[4/5] h-auto w-full rounded-3xl bg-sand-200 object-cover shadow-2xl"
            />
          </div>
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{aboutIntro.eyebrow}</p>
            <h1 className="mt-2 font-serif text-4xl font-bold text-ink-900 sm:text-5xl">{aboutIntro.title}</h1>
            <p className="mt-4 font-serif text-xl text-brand-800 italic sm:text-2xl">{aboutIntro.lead}</p>
            <div className="mt-8 space-y-5 text-lg leading-relaxed text-ink-700">
              {biography.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <p data-testid="licensed-jurisdictions" className="mt-6 text-base text-ink-700">
              {licensedNote.text()}{" "}
              <Link to="/disclaimer" className="font-medium text-brand-800 underline underline-offset-2">
                {licensedNote.disclaimerLink}
              </Link>
            </p>
          </div>
        </div>
      </section>

      <section aria-label={`In ${site.host.name}'s words`} className="bg-brand-900 px-4 py-20 text-white sm:px-6">
        <figure className="mx-auto max-w-4xl text-center">
          <Quote aria-hidden="true" className="mx-auto size-12 text-brand-200" />
          <blockquote className="mt-6 font-serif text-2xl leading-snug text-balance sm:text-3xl lg:text-4xl">
            <p>“{pullQuote.quote}”</p>
          </blockquote>
          <figcaption className="mt-8 text-brand-100">
            <span className="font-semibold text-white">{pullQuote.attribution}</span>, {pullQuote.attributionRole}
          </figcaption>
        </figure>
      </section>

      <MediaGrid />

      <section aria-labelledby="coaching-title" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        {/* The button under the text at every width: beside it, the long label broke into three lines. */}
        <div className="flex flex-col items-start gap-6 rounded-[2rem] border border-sand-200 bg-white p-6 shadow-sm sm:p-12">
          <div className="max-w-3xl">
            <h2 id="coaching-title" className="font-serif text-3xl font-bold text-balance text-ink-900">
              <NoBreakAtHyphens text={coachingCallToAction.title} />
            </h2>
            <p className="mt-3 text-lg text-ink-700">{coachingCallToAction.description}</p>
          </div>
          <ExternalLink
            href={coachingCallToAction.href}
            className={buttonClassName({
              size: "md",
              className: "max-w-full text-center sm:px-7 sm:py-3.5 sm:text-lg",
            })}
          >
            {coachingCallToAction.linkLabel}
            <ArrowUpRight aria-hidden="true" className="size-5 shrink-0" />
          </ExternalLink>
        </div>
        <ConsultationCallToAction link={loaderData.consultation} className="mt-8" />
      </section>
    </>
  );
}
