import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild } from "../../scripts/ensure-build.ts";
import { postForm, signUpAndSignIn, startProductionServer } from "../helpers/server-process";

/**
 * The podroll on the public Resources page, from the production server (issue 33): "Shows we
 * recommend" appears once the owner lists shows in /admin/settings, in the server's HTML, past the
 * anonymous page cache (owner_settings bumps the content version: drizzle/0024), and goes when the
 * list is emptied; an http:// address is refused and changes neither the page nor the feed.
 */
const ADMIN = { email: "owner@podroll.test", password: "owner-password-123" };
const HEADING = "Shows we recommend";

describe("the podroll on /resources", () => {
  let server: Awaited<ReturnType<typeof startProductionServer>>;
  let cookie: string;

  beforeAll(async () => {
    ensureBuild();
    server = await startProductionServer({ env: { ADMIN_EMAILS: ADMIN.email } });
    cookie = await signUpAndSignIn(server.base, ADMIN);
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
  });

  /** The page as an anonymous visitor gets it, from the page cache when it can. */
  const resources = async () => {
    const response = await fetch(`${server.base}/resources`);
    expect(response.status).toBe(200);
    return { html: await response.text(), cache: response.headers.get("x-page-cache") };
  };
  const feed = async () => (await fetch(`${server.base}/episodes/rss.xml`)).text();
  const saveTags = (fields: Record<string, string>) =>
    postForm(server.base, "/admin/settings", { intent: "feed-tags", ...fields }, cookie);

  it("is absent while no show is listed, shown with its links once one is, and gone again when emptied", async () => {
    const before = await resources();
    expect(before.html).not.toContain(HEADING);
    expect((await resources()).cache).toBe("HIT");
    expect(await feed()).not.toContain("podcast:podroll");

    const saved = await saveTags({
      FEED_PODROLL: [
        "Co-Parenting Hour | https://feeds.coparenting.example/rss.xml | https://coparenting.example",
        "Second Acts & Starts | 6da2e3e0-9c2b-5c9f-8e2a-0c1d2e3f4a5b",
      ].join("\n"),
    });
    expect(saved.status).toBe(302);

    const after = await resources();
    expect(after.cache).not.toBe("HIT");
    const section = /<section aria-labelledby="shows-title">[\s\S]*?<\/section>/.exec(after.html)?.[0] ?? "";
    expect(section).toContain(`>${HEADING}</h2>`);
    expect(section).toContain("Co-Parenting Hour");
    expect(section).toContain("Second Acts &amp; Starts");
    expect(section).toMatch(/<a href="https:\/\/coparenting\.example"[^>]* target="_blank" rel="noopener noreferrer"/);
    expect(section).toMatch(/<a href="https:\/\/feeds\.coparenting\.example\/rss\.xml"[^>]* target="_blank"/);
    // Only https links, and the GUID-only show is a name without a link.
    expect([...section.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      "https://coparenting.example",
      "https://feeds.coparenting.example/rss.xml",
    ]);
    expect(await feed()).toContain('<podcast:remoteItem feedGuid="6da2e3e0-9c2b-5c9f-8e2a-0c1d2e3f4a5b"/>');

    // An http:// address is refused with its reason; the page and the feed keep what was saved.
    const refused = await saveTags({ FEED_PODROLL: "Plain Show | http://plain.example/feed.xml" });
    expect(refused.status).toBe(400);
    // The page again, as a browser without JavaScript gets it, with the reason beside the field.
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain("Nothing was saved: one field needs correcting.");
    expect(refusedHtml).toContain(
      "Line 1 of the recommended shows: The feed address must start with https:// (podcast apps only follow secure addresses).",
    );
    expect((await resources()).html).toContain("Co-Parenting Hour");
    expect(await feed()).not.toContain("plain.example");

    expect((await saveTags({ FEED_PODROLL: "" })).status).toBe(302);
    expect((await resources()).html).not.toContain(HEADING);
    expect(await feed()).not.toContain("podcast:podroll");
  });
});
