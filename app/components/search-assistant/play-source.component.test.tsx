import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { createBrowserRouter, Link, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EpisodeSuggestion } from "~/lib/search-assistant";

/**
 * Search to play (issue 31): a play started from an assistant's answer says so in the beacon's play
 * event (`src: "assistant"`, lib/analytics-beacon.ts), whether by the answer's "Listen Now" or by its
 * link followed to the episode's page and played there; any other play says nothing. The real beacon,
 * card, play button and site player in a browser router; only `navigator.sendBeacon` is a recorder. The engine keeps its `<audio>` in module state, so each
 * test loads the modules afresh.
 */
const episode: EpisodeSuggestion = {
  slug: "parenting-plans",
  title: "When Your Ex Won't Follow the Parenting Plan",
  guestName: "Dr. Nina Patel",
  publishedDate: "2026-11-01",
  durationSeconds: 120,
  imageUrl: "/images/cover.jpg",
  url: "/episodes/parenting-plans",
  player: { kind: "audio", src: "/audio/sample-episode.wav" },
};
const other = { ...episode, slug: "mediation-basics", title: "Mediation basics", url: "/episodes/mediation-basics" };

let sent: Record<string, unknown>[];

beforeEach(() => {
  vi.resetModules();
  sent = [];
  window.history.replaceState(null, "", "/");
  Object.defineProperty(navigator, "sendBeacon", {
    configurable: true,
    value: (_url: string, body: string) => {
      sent.push(JSON.parse(body) as Record<string, unknown>);
      return true;
    },
  });
});

afterEach(() => {
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
});

/** The layout as the site has it: the assistant's card (in its panel), the pages, the site player and the beacon. */
async function renderSite() {
  const [{ SitePlayer }, { PlayEpisodeButton }, { EpisodeSuggestionCard }, beacon] = await Promise.all([
    import("~/components/player/site-player"),
    import("~/components/player/play-episode-button"),
    import("./episode-suggestion-card"),
    import("~/lib/analytics-beacon"),
  ]);
  const EpisodePage = ({ suggestion }: { suggestion: EpisodeSuggestion }) => (
    <>
      <h1>{suggestion.title}</h1>
      <PlayEpisodeButton episode={{ ...suggestion, src: suggestion.player!.src }} />
    </>
  );
  const Layout = ({ children }: { children: React.ReactNode }) => {
    // The beacon on load and after each navigation, as the root layout calls it.
    const { pathname } = useLocation();
    useEffect(() => beacon.trackPage(), [pathname]);
    return (
      <>
        {children}
        <Link to={other.url}>Another episode, not from the assistant</Link>
        <EpisodeSuggestionCard episode={episode} playing={false} onTogglePlayer={() => {}} />
        <SitePlayer />
      </>
    );
  };
  const router = createBrowserRouter([
    { path: "/", element: <Layout>Home</Layout> },
    { path: episode.url, element: <Layout children={<EpisodePage suggestion={episode} />} /> },
    { path: other.url, element: <Layout children={<EpisodePage suggestion={other} />} /> },
  ]);
  render(<RouterProvider router={router} />);
  return { router };
}

const plays = () => sent.filter((event) => event.k === "play");
const pageViews = () => sent.filter((event) => event.k === "pageview").map((event) => event.p);

describe("the beacon's play event says when the play came from the assistant", () => {
  it("from an answer's Listen Now", async () => {
    const user = userEvent.setup();
    await renderSite();
    await user.click(screen.getByRole("button", { name: `Listen Now: ${episode.title}` }));
    await waitFor(() => expect(plays()).toHaveLength(1));
    expect(plays()[0]).toEqual({ k: "play", e: episode.slug, f: 0, src: "assistant" });
  });

  it("from an answer's link followed to the episode's page and played there, and not from another page's play", async () => {
    const user = userEvent.setup();
    await renderSite();
    await user.click(screen.getByRole("link", { name: episode.title }));
    await screen.findByRole("heading", { level: 1, name: episode.title });
    await user.click(screen.getByRole("button", { name: `Play episode: ${episode.title}` }));
    await waitFor(() => expect(plays()).toHaveLength(1));
    expect(plays()[0]).toEqual({ k: "play", e: episode.slug, f: 0, src: "assistant" });

    // An episode page reached by an ordinary link: a play there is the site's own.
    await user.click(screen.getByRole("link", { name: "Another episode, not from the assistant" }));
    await screen.findByRole("heading", { level: 1, name: other.title });
    await user.click(screen.getByRole("button", { name: `Play episode: ${other.title}` }));
    await waitFor(() => expect(plays()).toHaveLength(2));
    expect(plays()[1]).toEqual({ k: "play", e: other.slug, f: 0 });
    // The page the visit landed on ("/") is counted by the head's script, not the beacon
    // (app/.server/first-page-view-script.ts); the beacon counts the navigations.
    expect(pageViews()).toEqual([episode.url, other.url]);
  });
});
