import { describe, expect, it } from "vitest";
import { AppError } from "../app-error";
import { looksLikeFeed, MAX_BLOG_FEED_CHARACTERS, parseBlogFeed, type BlogFeedErrorCode } from "./parse-blog-feed";

const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <title>Untangled &amp; Unafraid</title>
    <link>https://untangled.example/</link>
    <item>
      <title>Why It&amp;#8217;s OK to Grieve</title>
      <link>https://untangled.example/blog/grieve/?utm_source=rss&amp;utm_medium=rss</link>
      <pubDate>Mon, 10 Feb 2025 11:00:00 +0000</pubDate>
      <category><![CDATA[Healing]]></category>
      <category><![CDATA[Uncategorized]]></category>
      <guid isPermaLink="false">https://untangled.example/?p=12</guid>
      <description><![CDATA[<p>Grief is normal.</p><p>The post <a href="https://untangled.example/blog/grieve/">Why It&#8217;s OK</a> appeared first on <a href="https://untangled.example">Untangled</a>.</p>]]></description>
      <content:encoded><![CDATA[<p>Grief is <em>normal</em>.</p><img src="/uploads/grief.jpg" alt="">]]></content:encoded>
      <media:content url="https://untangled.example/uploads/featured.jpg" medium="image" type="image/jpeg"/>
    </item>
    <item>
      <title>Only a guid</title>
      <guid>https://untangled.example/blog/only-guid/</guid>
      <dc:date>2025-02-03T08:00:00Z</dc:date>
      <description>Plain &amp; short.</description>
      <enclosure url="https://untangled.example/uploads/enclosure.png" type="image/png" length="1"/>
    </item>
    <item><link>https://untangled.example/blog/untitled/</link></item>
    <item><title>No address</title><guid isPermaLink="false">abc</guid></item>
  </channel>
</rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title type="text">Untangled</title>
  <link rel="alternate" type="text/html" href="https://untangled.example/"/>
  <link rel="self" href="https://untangled.example/atom.xml"/>
  <entry>
    <title type="html">Custody &amp;amp; &lt;em&gt;Holidays&lt;/em&gt;</title>
    <link rel="self" href="https://untangled.example/api/1"/>
    <link rel="alternate" type="text/html" href="/blog/custody-holidays/"/>
    <id>tag:untangled.example,2025:1</id>
    <published>2025-03-03T11:00:00Z</published>
    <updated>2025-03-04T11:00:00Z</updated>
    <category term="co-parenting" label="Co-Parenting"/>
    <category term="holidays"/>
    <summary type="text">Plan early &amp; write it down.</summary>
    <content type="html">&lt;p&gt;Plan &lt;strong&gt;early&lt;/strong&gt; &amp;amp; often.&lt;/p&gt;</content>
  </entry>
  <entry>
    <title>Inline XHTML</title>
    <link href="https://untangled.example/blog/xhtml/"/>
    <updated>2025-01-01T00:00:00Z</updated>
    <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Hello <b>there</b> &amp; welcome.</p></div></content>
  </entry>
  <entry>
    <title>CDATA content</title>
    <link href="https://untangled.example/blog/cdata/"/>
    <content type="html"><![CDATA[<p>Raw &amp; <i>kept</i></p>]]></content>
  </entry>
</feed>`;

function refusal(xml: string): AppError<BlogFeedErrorCode> {
  try {
    parseBlogFeed(xml);
  } catch (error) {
    if (error instanceof AppError) return error as AppError<BlogFeedErrorCode>;
    throw error;
  }
  throw new Error("expected the feed to be refused");
}

describe("parseBlogFeed: RSS 2.0", () => {
  const feed = parseBlogFeed(RSS);

  it("reads the channel and every item with a title and an address", () => {
    expect(feed).toMatchObject({ format: "rss", title: "Untangled & Unafraid", link: "https://untangled.example/" });
    expect(feed.items.map((item) => item.link)).toEqual([
      "https://untangled.example/blog/grieve/",
      "https://untangled.example/blog/only-guid/",
    ]);
  });

  it("maps title (decoded once more), content, summary, date, categories and the media image", () => {
    expect(feed.items[0]).toEqual({
      title: "Why It\u2019s OK to Grieve",
      link: "https://untangled.example/blog/grieve/",
      contentHtml: '<p>Grief is <em>normal</em>.</p><img src="/uploads/grief.jpg" alt="">',
      summaryHtml: expect.stringContaining("appeared first on"),
      publishedAt: new Date("2025-02-10T11:00:00Z"),
      imageUrl: "https://untangled.example/uploads/featured.jpg",
      categories: ["Healing", "Uncategorized"],
    });
  });

  it("falls back to a permalink guid, dc:date, the description as content, and an image enclosure", () => {
    expect(feed.items[1]).toEqual({
      title: "Only a guid",
      link: "https://untangled.example/blog/only-guid/",
      contentHtml: "Plain & short.",
      publishedAt: new Date("2025-02-03T08:00:00Z"),
      imageUrl: "https://untangled.example/uploads/enclosure.png",
      categories: [],
    });
  });

  it("lists the items it cannot use, with a reason", () => {
    expect(feed.skipped).toEqual([
      { index: 2, reason: "has no title", link: "https://untangled.example/blog/untitled/" },
      { index: 3, reason: '"No address" has no web address' },
    ]);
  });
});

describe("parseBlogFeed: Atom", () => {
  const feed = parseBlogFeed(ATOM);

  it("reads entries: alternate link resolved, html title as plain text, published date, category labels", () => {
    expect(feed).toMatchObject({ format: "atom", title: "Untangled", link: "https://untangled.example/" });
    expect(feed.items[0]).toEqual({
      title: "Custody & Holidays",
      link: "https://untangled.example/blog/custody-holidays/",
      contentHtml: "<p>Plan <strong>early</strong> &amp; often.</p>",
      summaryHtml: "<p>Plan early &amp; write it down.</p>",
      publishedAt: new Date("2025-03-03T11:00:00Z"),
      categories: ["Co-Parenting", "holidays"],
    });
  });

  it("keeps inline XHTML and CDATA content as markup, and uses updated when published is missing", () => {
    expect(feed.items[1]).toMatchObject({
      link: "https://untangled.example/blog/xhtml/",
      publishedAt: new Date("2025-01-01T00:00:00Z"),
    });
    expect(feed.items[1]!.contentHtml).toContain("<p>Hello <b>there</b> &amp; welcome.</p>");
    expect(feed.items[2]!.contentHtml).toBe("<p>Raw &amp; <i>kept</i></p>");
  });
});

describe("parseBlogFeed: RSS 1.0", () => {
  it("reads rdf:RDF items", () => {
    const feed = parseBlogFeed(`<?xml version="1.0"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel rdf:about="https://untangled.example/"><title>Untangled</title><link>https://untangled.example/</link></channel>
  <item rdf:about="https://untangled.example/blog/rdf/"><title>RDF post</title><link>https://untangled.example/blog/rdf/</link><dc:date>2025-01-02T00:00:00Z</dc:date></item>
</rdf:RDF>`);
    expect(feed.format).toBe("rdf");
    expect(feed.items).toMatchObject([{ title: "RDF post", link: "https://untangled.example/blog/rdf/" }]);
  });
});

describe("parseBlogFeed: refused documents", () => {
  it("refuses HTML, JSON and XML that is not a feed", () => {
    expect(refusal("<!DOCTYPE html><html><body>Blog</body></html>").code).toBe("not-a-feed");
    expect(refusal('{"posts": []}').code).toBe("not-a-feed");
    expect(refusal("<?xml version='1.0'?><urlset></urlset>").code).toBe("not-a-feed");
  });

  it("refuses malformed and truncated XML", () => {
    expect(refusal(RSS.slice(0, RSS.length / 2)).code).toBe("malformed");
  });

  it("refuses documents that declare entities (billion laughs, external entities)", () => {
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
<rss version="2.0"><channel><title>&b;</title></channel></rss>`;
    expect(refusal(bomb).code).toBe("entities");
    const external = `<?xml version="1.0"?>
<!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<rss version="2.0"><channel><title>&xxe;</title></channel></rss>`;
    expect(refusal(external).code).toBe("entities");
  });

  it("refuses a feed over the size limit before parsing", () => {
    expect(refusal(`<rss>${" ".repeat(MAX_BLOG_FEED_CHARACTERS)}</rss>`).code).toBe("too-large");
  });
});

describe("looksLikeFeed", () => {
  it("tells feeds from pages", () => {
    expect(looksLikeFeed(RSS)).toBe(true);
    expect(looksLikeFeed(ATOM)).toBe(true);
    expect(looksLikeFeed("\uFEFF<rss version='2.0'>")).toBe(true);
    expect(looksLikeFeed("<!doctype html><html><head><link rel=alternate></head></html>")).toBe(false);
    expect(looksLikeFeed('{"a":1}')).toBe(false);
  });
});
