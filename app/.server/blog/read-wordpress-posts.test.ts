import { describe, expect, it } from "vitest";
import { mapWordPressPost, wordPressApiCandidates } from "./read-wordpress-posts";

const ORIGIN = "https://untangled.example";

describe("wordPressApiCandidates", () => {
  it("tries the blog's folder, then the site root", () => {
    expect(wordPressApiCandidates("https://untangled.example/")).toEqual([`${ORIGIN}/wp-json/wp/v2/posts`]);
    expect(wordPressApiCandidates("https://untangled.example/blog/?x=1#top")).toEqual([
      `${ORIGIN}/blog/wp-json/wp/v2/posts`,
      `${ORIGIN}/wp-json/wp/v2/posts`,
    ]);
    expect(wordPressApiCandidates("https://untangled.example/blog/feed")).toEqual([
      `${ORIGIN}/blog/wp-json/wp/v2/posts`,
      `${ORIGIN}/wp-json/wp/v2/posts`,
    ]);
  });

  it("uses an API address as given", () => {
    expect(wordPressApiCandidates("https://untangled.example/news/wp-json/wp/v2/posts?per_page=5")).toEqual([
      `${ORIGIN}/news/wp-json/wp/v2/posts`,
    ]);
  });
});

describe("mapWordPressPost", () => {
  const base = {
    id: 7,
    date: "2025-02-10T06:00:00",
    date_gmt: "2025-02-10T11:00:00",
    link: `${ORIGIN}/2025/02/custody/?utm_source=rss`,
    title: { rendered: "Custody &amp; the <em>Holidays</em>" },
    content: { rendered: '<p>Plan early.</p><script>alert(1)</script><img src="/up/a.jpg" alt="">' },
    excerpt: { rendered: "<p>Plan early. Write it down.</p>" },
    categories: [3],
  };

  it("maps title, address, content, excerpt, date, embedded image and category names", () => {
    const post = mapWordPressPost(
      {
        ...base,
        _embedded: {
          "wp:featuredmedia": [{ id: 9, source_url: `${ORIGIN}/up/featured.jpg` }],
          "wp:term": [
            [
              { taxonomy: "category", name: "Co-Parenting" },
              { taxonomy: "category", name: "Uncategorized" },
            ],
            [{ taxonomy: "post_tag", name: "holidays" }],
          ],
        },
      },
      ORIGIN,
    );
    expect(post).toEqual({
      title: "Custody & the Holidays",
      excerpt: "Plan early. Write it down.",
      contentHtml: `<p>Plan early.</p><img src="${ORIGIN}/up/a.jpg" alt="" loading="lazy" decoding="async" />`,
      canonicalUrl: `${ORIGIN}/2025/02/custody/`,
      imageUrl: `${ORIGIN}/up/featured.jpg`,
      categories: ["Co-Parenting"],
      publishedAt: new Date("2025-02-10T11:00:00Z"),
    });
  });

  it("without _embed: Jetpack's image and the section named in Yoast's or Parse.ly's metadata", () => {
    const post = mapWordPressPost(
      {
        ...base,
        jetpack_featured_media_url: `${ORIGIN}/up/jetpack.jpg`,
        parsely: { meta: { "@type": "NewsArticle", articleSection: "Mediation" } },
      },
      ORIGIN,
    );
    expect(post).toMatchObject({ imageUrl: `${ORIGIN}/up/jetpack.jpg`, categories: ["Mediation"] });

    const yoast = mapWordPressPost(
      {
        ...base,
        yoast_head:
          '<meta property="og:title" content="x"><script type="application/ld+json" class="yoast-schema-graph">{"@graph":[{"@type":"Article","articleSection":["Custody","Court"]}]}</script>',
      },
      ORIGIN,
    );
    // No featured image anywhere: the content's first image.
    expect(yoast).toMatchObject({ imageUrl: `${ORIGIN}/up/a.jpg`, categories: ["Custody", "Court"] });
  });

  it("explains posts it cannot import", () => {
    expect(mapWordPressPost({ ...base, link: "" }, ORIGIN)).toEqual({
      url: `${ORIGIN} (post 7)`,
      reason: "has no web address",
    });
    expect(mapWordPressPost({ ...base, title: { rendered: " " } }, ORIGIN)).toEqual({
      url: `${ORIGIN}/2025/02/custody/`,
      reason: "has no title",
    });
  });
});
