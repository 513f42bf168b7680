import { appServicesOf } from "~/.server/app-context";
import { provideStructuredData } from "~/.server/structured-data";
import { provideShareCardMeta } from "~/.server/share-cards/share-card-meta";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { AppError, appErrorData } from "~/.server/app-error";
import { toEpisodeCard, toEpisodeView } from "~/.server/episodes/episode-view";
import { getGuestPage } from "~/.server/people/guest-queries";
import { personStructuredData } from "~/.server/people/person-structured-data";
import { EpisodeListCard } from "~/components/episodes/episode-list-card";
import { PersonPhoto } from "~/components/episodes/person-card";
import { routeErrorBoundary } from "~/components/route-error-boundary";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/meta";
import { slugSchema } from "~/lib/validation/schemas";
import type { Route } from "./+types/guest";
import { parseInput } from "~/lib/validation/parse-input";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, env } = appServicesOf(context);
  const page = parseInput(slugSchema, params.slug).ok ? await getGuestPage(db, params.slug) : undefined;
  if (!page) throw appErrorData(new AppError("guest-not-found", "Guest not found", { status: 404 }));
  const { publicUrl } = env;
  const { person } = page;
  provideStructuredData(context, {
    "@context": "https://schema.org",
    ...personStructuredData(person, publicUrl, { withDescription: true }),
  });
  provideShareCardMeta(context, `${person.name}, a guest on ${site.podcastName}`);
  return {
    person: { ...person, updatedAt: person.updatedAt.toISOString() },
    // Without a bio the page would be a name and a list of titles: the episodes' notes say who they are.
    appearances: page.appearances.map((episode) => {
      if (person.bio) return { ...toEpisodeCard(episode), description: undefined };
      const view = toEpisodeView(episode);
      return {
        ...toEpisodeCard(episode, { descriptionText: view.descriptionText }),
        description: view.descriptionText,
      };
    }),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [{ title: `Guest not found | ${site.podcastName}` }, { name: "robots", content: "noindex" }];
  const { person, appearances } = loaderData;
  return pageMeta({
    title: person.name,
    description: (
      person.bio ||
      `${person.name} on ${site.podcastName}: ${appearances.length} episode${appearances.length === 1 ? "" : "s"}.`
    ).slice(0, 160),
    path: `/guests/${person.slug}`,
    image: `/guests/${person.slug}/card.png`,
    matches,
  });
};

/** 'Guest not found' with 'Back to Guests' (HTTP 404), in the site's one not-found design. */
export const ErrorBoundary = routeErrorBoundary({
  notFound: "Guest not found",
  action: { to: "/guests", label: "Back to Guests" },
});

export default function Guest({ loaderData }: Route.ComponentProps) {
  const { person, appearances } = loaderData;
  const links = [...(person.websiteUrl ? [{ label: "Website", url: person.websiteUrl }] : []), ...person.links];
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Link
        to="/guests"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All guests
      </Link>
      <header className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-center">
        <PersonPhoto name={person.name} photoUrl={person.photoUrl} size={128} />
        <div>
          <h1 className="font-serif text-3xl leading-tight font-bold text-ink-900 sm:text-4xl">{person.name}</h1>
          <p className="mt-1 text-ink-700">
            Guest on {appearances.length} episode{appearances.length === 1 ? "" : "s"}
          </p>
        </div>
      </header>
      {person.bio ? <p className="mt-6 text-lg whitespace-pre-line text-ink-800">{person.bio}</p> : null}
      {links.length > 0 ? (
        <ul className="mt-6 flex flex-wrap gap-3">
          {links.map((link) => (
            <li key={link.url}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex rounded-full border border-sand-300 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-sand-100"
              >
                {link.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <section aria-labelledby="appearances-heading" className="mt-10">
        <h2 id="appearances-heading" className="font-serif text-2xl font-bold text-ink-900">
          Episodes
        </h2>
        <ul className="mt-4 space-y-4">
          {appearances.map((episode, index) => (
            <li key={episode.id}>
              {/* A guest's first appearance sits on a phone's first screen, under a short bio. */}
              <EpisodeListCard
                episode={episode}
                headingLevel={3}
                placement={index === 0 ? "above-fold" : "below-fold"}
                description={episode.description}
              />
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
