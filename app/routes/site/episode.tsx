import { appServicesOf } from "~/.server/app-context";
import { provideStructuredData } from "~/.server/structured-data";
import { provideHeadLinks } from "~/.server/head-links";
import { provideShareCardMeta } from "~/.server/share-cards/share-card-meta";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { AppError, appErrorData } from "~/.server/app-error";
import {
  getEpisodeChapters,
  getEpisodePeople,
  getEpisodeTranscript,
  listRelatedEpisodes,
} from "~/.server/episodes/episode-extras-queries";
import { getEpisodeBySlug, getEpisodeNeighbours } from "~/.server/episodes/episode-queries";
import { getEpisodeSoundbites } from "~/.server/episodes/episode-soundbites";
import { toEpisodeCard, toEpisodeView } from "~/.server/episodes/episode-view";
import { absoluteUrl, personStructuredData } from "~/.server/people/person-structured-data";
import { EpisodeMetaLine } from "~/components/episodes/episode-meta-line";
import { SubscribeLinks } from "~/components/episodes/subscribe-links";
import { routeErrorBoundary } from "~/components/route-error-boundary";
import { coverFallback } from "~/lib/cover-fallback";
import { Image } from "~/components/ui/image";
import { site } from "~/content/site";
import { parseMoment } from "~/lib/episode-extras";
import { parseMomentEnd } from "~/lib/moment-range";
import type { SoundbiteView } from "~/lib/episode-soundbites";
import { isoDuration } from "~/lib/episode-view";
import { lazyRendered } from "~/lib/lazy-rendered";
import { useHydrated } from "~/lib/use-hydrated";
import { pageMeta } from "~/lib/meta";
import { toTranscriptPage } from "~/lib/transcript-paragraphs";
import { readPageQuery } from "~/lib/page-query";
import { slugSchema } from "~/lib/validation/schemas";
import { consultationLink } from "~/lib/consultation";
import type { Route } from "./+types/episode";
import { searchAssistantHandle } from "~/components/search-assistant/search-assistant-handle";
import { parseInput } from "~/lib/validation/parse-input";

/**
 * The notes that end the page (the legal review date and short disclaimer; "Get new episodes by
 * email" and the consultation call to action): words the server renders, whose code loads after the
 * page's own, as the player's does.
 */
const LegalNote = lazyRendered(() => import("~/components/legal/legal-note").then((module) => module.LegalNote));
const PageEndCallsToAction = lazyRendered(() =>
  import("~/components/page-end/page-end").then((module) => module.default),
);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, env } = appServicesOf(context);
  const found = parseInput(slugSchema, params.slug).ok ? await getEpisodeBySlug(db, params.slug) : undefined;
  if (!found) throw appErrorData(new AppError("episode-not-found", "Episode not found", { status: 404 }));
  const [neighbours, transcript, chapters, people, related, soundbites] = await Promise.all([
    getEpisodeNeighbours(db, found),
    getEpisodeTranscript(db, found.id),
    getEpisodeChapters(db, found.id),
    getEpisodePeople(db, found.id),
    listRelatedEpisodes(db, found),
    getEpisodeSoundbites(db, found.id),
  ]);
  const view = toEpisodeView(found);
  // Clips play a range of the audio file; a Podbean player cannot. Left out of the page's data when
  // there are none, so an episode without clips sends not a byte more.
  const episode: typeof view & { soundbites?: SoundbiteView[] } =
    soundbites.length > 0 && view.player?.kind === "audio" ? { ...view, soundbites } : view;
  const guests = people.filter((person) => person.role === "guest");
  const query = readPageQuery("/episodes/:slug", new URL(request.url).searchParams);
  const startAt = parseMoment(query.t);
  const endAt = parseMomentEnd(query.end, startAt);
  const { publicUrl } = env;
  const absolute = (url: string) => absoluteUrl(url, publicUrl);
  provideStructuredData(context, {
    "@context": "https://schema.org",
    "@type": "PodcastEpisode",
    name: episode.title,
    url: `${publicUrl}/episodes/${episode.slug}`,
    datePublished: episode.publishedDate,
    description: episode.descriptionText.slice(0, 500),
    image: absolute(episode.imageUrl),
    ...(episode.episodeNumber ? { episodeNumber: episode.episodeNumber } : {}),
    ...(episode.durationSeconds
      ? { duration: isoDuration(episode.durationSeconds), timeRequired: isoDuration(episode.durationSeconds) }
      : {}),
    ...(episode.player?.kind === "audio" || transcript
      ? {
          associatedMedia: {
            "@type": "AudioObject",
            ...(episode.player?.kind === "audio" ? { contentUrl: absolute(episode.player.src) } : {}),
            ...(episode.durationSeconds ? { duration: isoDuration(episode.durationSeconds) } : {}),
            ...(transcript ? { transcript: transcript.cues.map((cue) => cue.text).join(" ") } : {}),
          },
        }
      : {}),
    ...(guests.length > 0
      ? { actor: guests.map((person) => personStructuredData(person, publicUrl)) }
      : episode.guestName
        ? { actor: { "@type": "Person", name: episode.guestName } }
        : {}),
    partOfSeries: { "@type": "PodcastSeries", name: site.podcastName, url: `${publicUrl}/episodes` },
  });
  // oEmbed discovery (routes/api/oembed.ts): a site that is given this page's address finds the player.
  const pageUrl = `${publicUrl}/episodes/${episode.slug}`;
  provideHeadLinks(context, [
    {
      rel: "alternate",
      type: "application/json+oembed",
      href: `${publicUrl}/oembed?url=${encodeURIComponent(pageUrl)}&format=json`,
      title: episode.title,
    },
  ]);
  provideShareCardMeta(context, `"${episode.title}", an episode of ${site.podcastName}`);
  return {
    episode,
    neighbours,
    transcript: transcript ? toTranscriptPage(transcript) : undefined,
    chapters,
    guests,
    related: related.map((row) => toEpisodeCard(row)),
    startAt,
    endAt,
    publicUrl,
    consultation: consultationLink(env.BOOKING_URL),
  };
}

export const handle = searchAssistantHandle;

/** 'Episode not found' with 'Back to Episodes' (HTTP 404), in the site's one not-found design. */
export const ErrorBoundary = routeErrorBoundary({
  notFound: "Episode not found",
  action: { to: "/episodes", label: "Back to Episodes" },
});

// Shown only once JavaScript runs (it needs the clipboard and the player's position), so it need not
// be part of the page's first load.
const ShareMoment = lazy(() => import("~/components/episodes/share-moment"));

/**
 * The player's controls (with "Embed this episode"), the chapters, guests and the transcript: the server renders them into the
 * HTML (the native player plays without JavaScript), and hydration keeps that markup while their
 * code arrives, right after the page's own, so the page's first load stays within budget
 * (docs/decisions/0007-first-load-javascript.md).
 */
const EpisodePlayer = lazyRendered(() =>
  import("~/components/episodes/episode-page-player").then((module) => module.EpisodePagePlayer),
);
/** "Listen to a clip" and the chapters, each only when the episode has some. */
const EpisodeMoments = lazyRendered(() =>
  import("~/components/episodes/episode-moments").then((module) => module.EpisodeMoments),
);
const EpisodeTranscript = lazyRendered(() =>
  import("~/components/episodes/episode-transcript").then((module) => module.EpisodeTranscript),
);
const PersonCard = lazyRendered(() => import("~/components/episodes/person-card").then((module) => module.PersonCard));

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData)
    return [{ title: `Episode not found | ${site.podcastName}` }, { name: "robots", content: "noindex" }];
  const { episode } = loaderData;
  return pageMeta({
    title: episode.title,
    description: (episode.descriptionText.replace(/\s+/g, " ") || `An episode of ${site.podcastName}.`).slice(0, 160),
    path: `/episodes/${episode.slug}`,
    // The episode's own card (its title and guests in the show's design), not its cover art: a
    // shared link reads as this episode of this show (docs/decisions/0032-share-cards.md).
    image: `/episodes/${episode.slug}/card.png`,
    type: "article",
    matches,
  });
};

export default function EpisodePage({ loaderData }: Route.ComponentProps) {
  const { episode, neighbours, transcript, chapters, guests, related, startAt, endAt, publicUrl, consultation } =
    loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Link
        to="/episodes"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All episodes
      </Link>
      <header className="mt-6 grid gap-6 sm:grid-cols-[160px_1fr] sm:items-center">
        <Image
          data-fallback={coverFallback}
          src={episode.imageUrl}
          alt={episode.hasOwnImage ? `Episode art for ${episode.title}` : site.images.coverAlt}
          width={160}
          height={160}
          placement="hero"
          className="aspect-square w-40 rounded-2xl object-cover shadow-md"
        />
        <div>
          <h1 className="font-serif text-3xl leading-tight font-bold text-ink-900 sm:text-4xl">{episode.title}</h1>
          {episode.guestName ? <p className="mt-2 font-medium text-brand-800">Guest: {episode.guestName}</p> : null}
          <EpisodeMetaLine
            publishedDate={episode.publishedDate}
            durationSeconds={episode.durationSeconds}
            className="mt-1"
          />
        </div>
      </header>
      <div className="mt-8">
        <Suspense fallback={null}>
          {/* With the player, in its module: the shared moment (`?t=`, `&end=`) it is asked to open at. */}
          <EpisodePlayer episode={{ ...episode, chapters }} startAt={startAt} endAt={endAt} />
        </Suspense>
        {episode.player?.kind === "audio" ? (
          // The row 'Copy link at' appears in once hydrated (its button, 38 px, below a 12 px margin) is
          // held open from the first paint, so nothing below moves; without JavaScript it is not shown.
          <div className="js-only flow-root min-h-[3.125rem]">
            <Suspense fallback={null}>
              <ShareMomentWhenHydrated slug={episode.slug} publicUrl={publicUrl} />
            </Suspense>
          </div>
        ) : null}
      </div>
      <Suspense fallback={null}>
        <EpisodeMoments slug={episode.slug} chapters={chapters} clips={episode.soundbites} />
      </Suspense>
      {episode.descriptionHtml ? (
        <section aria-labelledby="show-notes" className="mt-10">
          <h2 id="show-notes" className="font-serif text-2xl font-bold text-ink-900">
            Show notes
          </h2>
          <div
            className="prose-content mt-4 text-ink-800"
            dangerouslySetInnerHTML={{ __html: episode.descriptionHtml }}
          />
        </section>
      ) : null}
      <Suspense fallback={null}>
        <LegalNote
          lawReviewedOn={episode.lawReviewedOn}
          jurisdictionsDiscussed={episode.jurisdictionsDiscussed}
          className="mt-8"
        />
      </Suspense>
      {guests.length > 0 ? (
        <section aria-labelledby="guests-heading" className="mt-10">
          <h2 id="guests-heading" className="font-serif text-2xl font-bold text-ink-900">
            {guests.length > 1 ? "Guests" : "Guest"}
          </h2>
          <div className="mt-4 grid gap-4">
            <Suspense fallback={null}>
              {guests.map((guest) => (
                <PersonCard key={guest.slug} person={guest} />
              ))}
            </Suspense>
          </div>
        </section>
      ) : null}
      {transcript ? (
        <Suspense fallback={null}>
          <EpisodeTranscript slug={episode.slug} transcript={transcript} />
        </Suspense>
      ) : null}
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-10">
          <h2 id="related-heading" className="font-serif text-2xl font-bold text-ink-900">
            You might also like
          </h2>
          <ul className="mt-4 divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white">
            {related.map((card) => (
              <li key={card.id} className="px-4 py-3">
                <Link to={`/episodes/${card.slug}`} className="font-semibold text-ink-900 hover:underline">
                  {card.title}
                </Link>
                <EpisodeMetaLine publishedDate={card.publishedDate} durationSeconds={card.durationSeconds} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <SubscribeLinks />
      <nav aria-label="More episodes" className="mt-12 grid gap-4 border-t border-sand-200 pt-8 sm:grid-cols-2">
        {neighbours.older ? (
          <Link to={`/episodes/${neighbours.older.slug}`} rel="prev" className="group rounded-xl p-3 hover:bg-sand-100">
            <span className="flex items-center gap-1 text-sm text-ink-700">
              <ArrowLeft aria-hidden="true" className="size-4" /> Previous episode
            </span>
            <span className="mt-1 block font-semibold text-ink-900 group-hover:underline">
              {neighbours.older.title}
            </span>
          </Link>
        ) : (
          <span />
        )}
        {neighbours.newer ? (
          <Link
            to={`/episodes/${neighbours.newer.slug}`}
            rel="next"
            className="group rounded-xl p-3 text-right hover:bg-sand-100"
          >
            <span className="flex items-center justify-end gap-1 text-sm text-ink-700">
              Next episode <ArrowRight aria-hidden="true" className="size-4" />
            </span>
            <span className="mt-1 block font-semibold text-ink-900 group-hover:underline">
              {neighbours.newer.title}
            </span>
          </Link>
        ) : null}
      </nav>
      <Suspense fallback={null}>
        <PageEndCallsToAction link={consultation} className="mt-10" />
      </Suspense>
    </article>
  );
}

function ShareMomentWhenHydrated(props: { slug: string; publicUrl: string }) {
  return useHydrated() ? <ShareMoment {...props} /> : null;
}
