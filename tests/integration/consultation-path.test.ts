import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedSampleEpisodes, seedSamplePosts } from "~/.server/content/seed-sample-content";
import { blogPosts } from "~/.server/db/schema/blog-posts";
import { readEnv, type Env } from "~/.server/env";
import { requestInfoContext } from "~/.server/request-context";
import { assistantOwnCaseNote } from "~/content/consultation";
import type { ConsultationLink } from "~/lib/consultation";
import type { SearchEpisodesReply } from "~/lib/search-assistant";
import * as searchRoute from "~/routes/api/search-episodes";
import * as aboutPage from "~/routes/site/about";
import * as blogPostPage from "~/routes/site/blog-post";
import * as episodePage from "~/routes/site/episode";
import { ensureBuild } from "../../scripts/ensure-build.ts";
import { contextWithServices } from "../helpers/app-services";
import { startProductionServer } from "../helpers/server-process";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

const bookingUrl = "https://cal.example/claire/consultation";
const contactPath = "/contact?inquiry=consultation";
const episodeSlug = "spousal-support-myths-busted";

/**
 * The consultation path (issue 32) from the loaders and the assistant's route, in-process on a real
 * database: `BOOKING_URL` when set, else the contact form with "Request a consultation" chosen.
 */
describe.each(testDatabaseKinds)("the consultation path on %s", (kind) => {
  const database = useTestDatabase(kind);
  let postId: string;
  beforeAll(async () => {
    await seedSampleEpisodes(database.db);
    await seedSamplePosts(database.db);
    const [post] = await database.db.select({ id: blogPosts.id }).from(blogPosts).limit(1);
    postId = post!.id;
  }, 60_000);

  const withBooking = readEnv({ NODE_ENV: "test", BOOKING_URL: bookingUrl });
  const withoutBooking = readEnv({ NODE_ENV: "test" });

  function args(env: Env, path: string, params: Record<string, string> = {}, init?: RequestInit) {
    const request = new Request(`http://localhost:3000${path}`, init);
    const context = contextWithServices({ db: database.db, env });
    context.set(requestInfoContext, { requestId: "consultation", clientIp: `192.0.2.${kind.length}`, cspNonce: "" });
    return { request, params, context, url: new URL(request.url), pattern: path } as never;
  }

  const linksOf = async (env: Env) => {
    const about = aboutPage.loader(args(env, "/about"));
    const episode = await episodePage.loader(args(env, `/episodes/${episodeSlug}`, { slug: episodeSlug }));
    const post = await blogPostPage.loader(args(env, `/blog/${postId}`, { id: postId }));
    return [about.consultation, episode.consultation, post.consultation] satisfies ConsultationLink[];
  };

  it("About, each episode and each blog post lead to BOOKING_URL when it is set", async () => {
    expect(await linksOf(withBooking)).toEqual(Array(3).fill({ href: bookingUrl, external: true }));
  });

  it("and to the contact form with the consultation chosen when it is not", async () => {
    expect(await linksOf(withoutBooking)).toEqual(Array(3).fill({ href: contactPath, external: false }));
  });

  const ask = async (env: Env, message: string) => {
    const response = (await searchRoute.action(
      args(
        env,
        "/api/functions/search-episodes",
        {},
        {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ message }),
        },
      ),
    )) as Response;
    expect(response.status).toBe(200);
    return (await response.json()) as SearchEpisodesReply;
  };

  it("the assistant: a question about the listener's own case gets the note, the consultation and the episodes", async () => {
    const reply = await ask(withoutBooking, "My custody hearing is next week and my ex wants full custody");
    expect(reply.response.startsWith(assistantOwnCaseNote)).toBe(true);
    expect(reply.intro.startsWith(assistantOwnCaseNote)).toBe(true);
    expect(reply.links?.[0]).toEqual({ label: "Book a consultation", href: contactPath, consultation: true });
    expect(reply.episodes.length).toBeGreaterThan(0);
    // The episodes found stay in the answer, listed after the note.
    expect(reply.response).toContain(`1. "${reply.episodes[0]!.title}"`);

    const booked = await ask(withBooking, "I was served with divorce papers yesterday, do I need a lawyer?");
    expect(booked.response).toMatch(/^It sounds like this is about your own case, and I can't advise on that/);
    expect(booked.links?.[0]).toEqual({ label: "Book a consultation", href: bookingUrl, consultation: true });
  });

  it("the assistant: a general question gets the episodes alone", async () => {
    const reply = await ask(withBooking, "How does custody work?");
    expect(reply.response).not.toContain("can't advise");
    expect(reply.links ?? []).not.toContainEqual(expect.objectContaining({ label: "Book a consultation" }));
    expect(reply.episodes.length).toBeGreaterThan(0);
  });
});

/** The same from the production server's HTML, with BOOKING_URL set (the browser tests run without it). */
describe("the consultation path on the production server", () => {
  let server: Awaited<ReturnType<typeof startProductionServer>>;
  beforeAll(async () => {
    await ensureBuild();
    server = await startProductionServer({ env: { SAMPLE_CONTENT: "on", BOOKING_URL: bookingUrl } });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  /** The call to action's markup in a page: its aside, with the one link. */
  const ctaOf = async (path: string) => {
    const response = await fetch(`${server.base}${path}`);
    expect(response.status, path).toBe(200);
    const html = await response.text();
    return /<aside[^>]*data-consultation-cta[^>]*>[\s\S]*?<\/aside>/.exec(html)?.[0];
  };

  it("shows 'Book a consultation' to BOOKING_URL at the end of About, an episode and a blog post", async () => {
    const blog = await (await fetch(`${server.base}/blog`)).text();
    const postPath = /href="(\/blog\/[0-9a-f-]{36})"/.exec(blog)?.[1];
    expect(postPath).toBeDefined();
    for (const path of ["/about", `/episodes/${episodeSlug}`, postPath!]) {
      const cta = await ctaOf(path);
      expect(cta, path).toContain(`href="${bookingUrl}"`);
      expect(cta, path).toContain("Book a consultation");
      expect(cta, path).toContain('target="_blank"');
    }
  });

  it("refuses the contact form without the acknowledgement on the JavaScript path (/contact.data) too", async () => {
    const body = new URLSearchParams({
      name: "Script Path",
      email: "script@example.com",
      inquiry: "consultation",
      message: "Sent the way the hydrated form sends it.",
    });
    const refused = await fetch(`${server.base}/contact.data`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.base, "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Please tick this box to confirm you understand");
    body.set("acknowledgement", "yes");
    const sent = await fetch(`${server.base}/contact.data`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.base, "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
    // React Router answers a data request's redirect in its own encoding, naming where to go.
    const answer = await sent.text();
    expect(answer, `${sent.status} ${answer}`).not.toContain("Please tick this box");
    expect(sent.status, answer).toBeLessThan(400);
  });
});
