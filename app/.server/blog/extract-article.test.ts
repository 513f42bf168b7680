import { describe, expect, it } from "vitest";
import { extractArticle, type ArticleExtraction } from "./extract-article";

const PARAGRAPHS = Array.from(
  { length: 6 },
  (_, index) =>
    `<p>Paragraph ${index + 1}: mediation lets both parents shape the custody schedule together, which courts ` +
    `rarely manage, and it usually costs a fraction of a contested hearing in family court.</p>`,
).join("\n");

function page({ head = "", body = PARAGRAPHS } = {}): string {
  return `<!doctype html>
<html lang="en"><head>
  <meta charset="utf-8">
  <title>Mediation vs. Court &#8211; Untangled</title>
  ${head}
</head><body>
  <nav><a href="/">Home</a> <a href="/blog/">Blog</a></nav>
  <article>
    <h1>Mediation vs. Court</h1>
    ${body}
    <script>document.write("tracking")</script>
    <p><img src="/uploads/mediation.jpg" alt="Two parents at a table" onerror="alert(1)"> <a href="javascript:alert(1)">click</a></p>
  </article>
  <footer>© Untangled</footer>
</body></html>`;
}

function draftOf(result: ArticleExtraction) {
  if (!result.ok) throw new Error(`expected an article, got: ${result.reason}`);
  return result.draft;
}

const PAGE_URL = "https://untangled.example/blog/mediation-vs-court/?utm_source=newsletter";

describe("extractArticle", () => {
  it("reads Open Graph and article:* metadata, and the canonical link", async () => {
    const draft = draftOf(
      await extractArticle(
        page({
          head: `
  <link rel="canonical" href="https://untangled.example/blog/mediation-vs-court/">
  <meta property="og:title" content="Mediation vs. Court: Which Is Right for You?">
  <meta property="og:description" content="Mediation is cheaper. It is faster. It keeps you in control. It is not for everyone.">
  <meta property="og:url" content="https://untangled.example/og-url-not-used/">
  <meta property="og:image" content="/uploads/og-image.jpg">
  <meta property="article:published_time" content="2025-02-10T11:00:00+00:00">
  <meta property="article:section" content="Mediation">
  <meta property="article:tag" content="Custody">
  <meta property="article:tag" content="Uncategorized">`,
        }),
        PAGE_URL,
      ),
    );
    expect(draft).toMatchObject({
      title: "Mediation vs. Court: Which Is Right for You?",
      excerpt: "Mediation is cheaper. It is faster. It keeps you in control.",
      canonicalUrl: "https://untangled.example/blog/mediation-vs-court/",
      imageUrl: "https://untangled.example/uploads/og-image.jpg",
      publishedAt: new Date("2025-02-10T11:00:00Z"),
      categories: ["Mediation", "Custody"],
    });
  });

  it("extracts and sanitizes the body: no navigation, scripts, handlers or javascript: links; relative images resolved", async () => {
    const draft = draftOf(await extractArticle(page(), PAGE_URL));
    expect(draft.contentHtml).toContain("Paragraph 1: mediation lets both parents");
    expect(draft.contentHtml).toContain("Paragraph 6:");
    expect(draft.contentHtml).toContain('src="https://untangled.example/uploads/mediation.jpg"');
    expect(draft.contentHtml).not.toMatch(/<script|onerror|javascript:|<nav|Home<\/a>|© Untangled/);
  });

  it("reads JSON-LD (an @graph with the image by @id) when Open Graph is missing", async () => {
    const graph = {
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "WebSite", "@id": "https://untangled.example/#website", name: "Untangled" },
        {
          "@type": "ImageObject",
          "@id": "https://untangled.example/#primaryimage",
          url: "https://cdn.example/hero.jpg",
        },
        {
          "@type": ["BlogPosting"],
          headline: "Mediation vs. Court &amp; You",
          description: "A short guide. Two sentences.",
          image: { "@id": "https://untangled.example/#primaryimage" },
          datePublished: "2024-11-05T09:30:00-05:00",
          articleSection: ["Mediation", "Court"],
        },
      ],
    };
    const draft = draftOf(
      await extractArticle(
        page({ head: `<script type="application/ld+json">${JSON.stringify(graph)}</script>` }),
        "https://untangled.example/blog/mediation-vs-court/",
      ),
    );
    expect(draft).toMatchObject({
      title: "Mediation vs. Court & You",
      excerpt: "A short guide. Two sentences.",
      imageUrl: "https://cdn.example/hero.jpg",
      publishedAt: new Date("2024-11-05T14:30:00Z"),
      categories: ["Mediation", "Court"],
    });
  });

  it("falls back to og:url, then to the fetched address, for the canonical address", async () => {
    const withOgUrl = draftOf(
      await extractArticle(
        page({ head: '<meta property="og:url" content="https://untangled.example/blog/m/">' }),
        PAGE_URL,
      ),
    );
    expect(withOgUrl.canonicalUrl).toBe("https://untangled.example/blog/m/");
    const bare = draftOf(await extractArticle(page(), PAGE_URL));
    // Tracking parameters are not part of the post's identity.
    expect(bare.canonicalUrl).toBe("https://untangled.example/blog/mediation-vs-court/");
    // No metadata at all: Readability's title (it keeps a site suffix on short titles), an excerpt
    // from the body, the body's first image.
    expect(bare.title).toBe("Mediation vs. Court \u2013 Untangled");
    expect(bare.excerpt).toMatch(/^Paragraph 1: mediation lets both parents/);
    expect(bare.imageUrl).toBe("https://untangled.example/uploads/mediation.jpg");
    expect(bare.categories).toEqual([]);
    expect(bare.publishedAt).toBeUndefined();
  });

  it("refuses a page with no readable text", async () => {
    const result = await extractArticle(
      "<!doctype html><html><head><title>Empty</title></head><body></body></html>",
      PAGE_URL,
    );
    expect(result).toEqual({ ok: false, reason: "has no readable article text" });
  });

  it("refuses a page nested thousands of levels deep, with the reason, without stalling the thread", async () => {
    const depth = 2_000;
    const deep = page({ body: `${"<div>".repeat(depth)}${PARAGRAPHS}${"</div>".repeat(depth)}` });
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 5);
    const result = await extractArticle(deep, PAGE_URL);
    clearInterval(ticker);
    expect(result).toEqual({ ok: false, reason: "is nested too deeply to read (more than 500 levels)" });
    // The timers kept firing while the page was read elsewhere.
    expect(ticks).toBeGreaterThan(0);
  });
});
