import { ArrowRight } from "lucide-react";
import { memo, Suspense, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { SectionHeading } from "~/components/section-heading";
import { buttonClassName } from "~/components/ui/button";
import type { EpisodeCardView } from "~/.server/episodes/episode-view";
import { CLICK_HELD_ATTRIBUTE } from "~/lib/early-clicks";
import { lazyRendered } from "~/lib/lazy-rendered";
import { useServerMarkup } from "~/lib/use-server-markup";

/**
 * The cards and their play buttons: the server renders them, and the browser fetches their code
 * (the cards, the play buttons, the player's controls) only when a visitor comes near the section,
 * so the home page's own scripts stay as they were (docs/decisions/0007-first-load-javascript.md).
 */
const RecentEpisodeList = lazyRendered(() =>
  import("./recent-episode-list").then((module) => module.RecentEpisodeList),
);

/** Marks the list's element, so the browser can find the server's markup before hydrating. */
const LIST_ATTRIBUTE = "data-recent-episode-list";

/** A play button pressed while the list was still the server's markup, played once its code runs. */
let pendingPlay: string | null = null;
const takePendingPlay = () => {
  const slug = pendingPlay;
  pendingPlay = null;
  return slug;
};

/**
 * The home page's way into the archive: the newest episodes, playable, and "All episodes".
 *
 * Until a visitor reaches for the list, the browser keeps it as the server's markup, and not as a
 * Suspense boundary waiting to hydrate: React holds every render that reaches such a boundary (a
 * navigation changes the router's context, which the cards read) until its code has come, so a
 * link anywhere on Home drew no pending state until then (ADR 0007's addendum). Here hydration
 * meets an element whose HTML React does not own (lib/use-server-markup.ts), which nothing waits for. When the code has come the list is rendered afresh
 * in its place, identical, and the focus is put back where it was. A play button pressed before
 * then (before or after hydration, lib/early-clicks.ts) plays once the list runs; a card's link
 * followed meanwhile navigates in the page, as the list's own links do.
 */
export const RecentEpisodes = memo(function RecentEpisodes({ episodes }: { episodes: EpisodeCardView[] }) {
  const sectionRef = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const serverMarkup = useServerMarkup(`[${LIST_ATTRIBUTE}]`);
  const [firstEpisodes] = useState(episodes);
  const [codeCame, setCodeCame] = useState(false);
  // On the server, and in a client-side navigation here (no server markup), the list renders at once;
  // new episodes (a revalidation) too, as the server's markup shows the old ones.
  const live = serverMarkup === null || codeCame || episodes !== firstEpisodes;
  const focusedIndex = useRef(-1);

  useEffect(() => {
    const section = sectionRef.current;
    if (!section || live) return;
    const list = section.querySelector<HTMLElement>(`[${LIST_ATTRIBUTE}]`)!;
    let asked = false;
    const load = () => {
      if (asked) return;
      asked = true;
      void RecentEpisodeList.preload().then(() => {
        const focusable = [...list.querySelectorAll("a,button")];
        focusedIndex.current = focusable.indexOf(document.activeElement!);
        setCodeCame(true);
      });
    };
    const playOnceRunning = (button: Element | null | undefined) => {
      const slug = button?.closest<HTMLElement>("[data-episode-slug]")?.dataset.episodeSlug;
      if (slug) pendingPlay = slug;
      load();
    };
    // A play button clicked before hydration: the head's script held it on a button that goes away.
    const held = list.querySelector(`[${CLICK_HELD_ATTRIBUTE}]`);
    if (held) playOnceRunning(held);
    // The window hears a click before the head's script, which holds clicks on the buttons.
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !list.contains(event.target)) return;
      const button = event.target.closest("button");
      if (button) return playOnceRunning(button);
      const link = event.target.closest("a");
      const url = link ? new URL(link.href) : null;
      const plain = !event.button && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
      if (!url || !plain || url.origin !== location.origin || link!.target) return load();
      event.preventDefault();
      void navigate(url.pathname + url.search + url.hash);
    };
    const intents = ["pointerover", "touchstart", "focusin"] as const;
    for (const type of intents) section.addEventListener(type, load, { passive: true });
    window.addEventListener("click", onClick, true);
    return () => {
      for (const type of intents) section.removeEventListener(type, load);
      window.removeEventListener("click", onClick, true);
    };
  }, [live, navigate]);

  useLayoutEffect(() => {
    if (!live || focusedIndex.current < 0) return;
    const focusable = sectionRef.current?.querySelectorAll<HTMLElement>(`[${LIST_ATTRIBUTE}] :is(a,button)`);
    focusable?.[focusedIndex.current]?.focus();
    focusedIndex.current = -1;
  }, [live]);

  if (episodes.length === 0) return null;
  const listProps = { [LIST_ATTRIBUTE]: "" };
  return (
    <section ref={sectionRef} aria-labelledby="recent-episodes-title" className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <SectionHeading id="recent-episodes-title" title="Recent episodes" />
      {live ? (
        <div key="live" {...listProps}>
          <Suspense fallback={null}>
            <RecentEpisodeList episodes={episodes} takePendingPlay={takePendingPlay} />
          </Suspense>
        </div>
      ) : (
        <div key="server" {...listProps} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: serverMarkup }} />
      )}
      <p className="mt-8">
        <Link to="/episodes" className={buttonClassName({ variant: "outline" })}>
          All episodes
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </p>
    </section>
  );
});
