import { describe, expect, it } from "vitest";
import { parseDuration, parseFeedDate } from "../xml/feed-values";
import { AppError } from "../app-error";
import {
  MAX_FEED_CHARACTERS,
  NOT_RSS_MESSAGE,
  parsePodcastFeed,
  type PodcastFeedErrorCode,
} from "./parse-podcast-feed";
import { cpuStopwatch } from "../../../tests/helpers/cpu-time";

const NAMESPACES =
  'xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:media="http://search.yahoo.com/mrss/" xmlns:dc="http://purl.org/dc/elements/1.1/"';

function feed(items: string, channelExtra = ""): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!-- generator="podbean/5.5" -->
<rss ${NAMESPACES} version="2.0">
  <channel>
    <title>Untangled &amp; Unafraid | Divorce Advice</title>
    <link>https://untangled.podbean.com</link>
    ${channelExtra}
    ${items}
  </channel>
</rss>`;
}

const PODBEAN_ITEM = `
    <item>
      <title>Custody &amp; the Holidays with Dr. Jane Smith</title>
      <itunes:title>Custody &amp; the Holidays</itunes:title>
      <link>https://untangled.podbean.com/e/custody-and-the-holidays/</link>
      <pubDate>Thu, 02 Jun 2022 09:31:00 -0500</pubDate>
      <guid isPermaLink="false">untangled.podbean.com/7ab002fd-c4ac-3b48-96fa-eb83f4f324d5</guid>
      <description><![CDATA[<p>Short version.</p>]]></description>
      <content:encoded><![CDATA[<p>Full notes with <em>emphasis</em> &amp; an entity.</p>]]></content:encoded>
      <enclosure url="https://mcdn.podbean.com/mf/web/5idtvw/custody.mp3" length="23164714" type="audio/mpeg"/>
      <itunes:duration>31:55</itunes:duration>
      <itunes:episode>12</itunes:episode>
      <itunes:season>2</itunes:season>
      <media:content url="https://pbcdn1.podbean.com/imglogo/ep-logo/pbblog1/custody.png" medium="image">
        <media:title type="html">Custody &amp; the Holidays</media:title>
      </media:content>
    </item>`;

function parseError(xml: string): AppError<PodcastFeedErrorCode> {
  try {
    parsePodcastFeed(xml);
  } catch (error) {
    if (error instanceof AppError) return error as AppError<PodcastFeedErrorCode>;
    throw error;
  }
  throw new Error("expected the feed to be refused");
}

describe("parsePodcastFeed: a Podbean feed", () => {
  const parsed = parsePodcastFeed(feed(PODBEAN_ITEM, '<itunes:image href="https://pbcdn1.podbean.com/logo.jpg"/>'));

  it("reads the channel", () => {
    expect(parsed.channel).toEqual({
      title: "Untangled & Unafraid | Divorce Advice",
      link: "https://untangled.podbean.com/",
      imageUrl: "https://pbcdn1.podbean.com/logo.jpg",
    });
  });

  it("reads every field of a single item (an object, not an array, in the parser's tree)", () => {
    expect(parsed.skipped).toEqual([]);
    expect(parsed.items).toEqual([
      {
        guid: "untangled.podbean.com/7ab002fd-c4ac-3b48-96fa-eb83f4f324d5",
        title: "Custody & the Holidays with Dr. Jane Smith",
        descriptionHtml: "<p>Full notes with <em>emphasis</em> &amp; an entity.</p>",
        publishedAt: new Date("2022-06-02T14:31:00.000Z"),
        audioUrl: "https://mcdn.podbean.com/mf/web/5idtvw/custody.mp3",
        audioBytes: 23164714,
        imageUrl: "https://pbcdn1.podbean.com/imglogo/ep-logo/pbblog1/custody.png",
        durationSeconds: 1915,
        episodeNumber: 12,
        seasonNumber: 2,
        link: "https://untangled.podbean.com/e/custody-and-the-holidays/",
        guestName: "Dr. Jane Smith",
      },
    ]);
  });
});

describe("parsePodcastFeed: the variety of real feeds", () => {
  it("falls back to description, then itunes:summary, then an empty description", () => {
    const { items } = parsePodcastFeed(
      feed(`<item><title>A</title><description>&lt;p&gt;Escaped &amp;amp; HTML&lt;/p&gt;</description></item>
            <item><title>B</title><itunes:summary>Summary only</itunes:summary></item>
            <item><title>C</title><description>   </description></item>`),
    );
    expect(items.map((item) => item.descriptionHtml)).toEqual(["<p>Escaped &amp; HTML</p>", "Summary only", ""]);
  });

  it("prefers itunes:image over media:content, ignores non-image media and leaves art out when there is none", () => {
    const { items } = parsePodcastFeed(
      feed(`<item><title>A</title><itunes:image href="https://img.example/a.jpg"/><media:content url="https://img.example/b.png" medium="image"/></item>
            <item><title>B</title><media:content url="https://cdn.example/b.mp3" type="audio/mpeg"/><media:content url="https://img.example/b.webp" type="image/webp"/></item>
            <item><title>C</title><media:content url="https://cdn.example/c.mp3" medium="audio"/></item>`),
    );
    expect(items.map((item) => item.imageUrl)).toEqual([
      "https://img.example/a.jpg",
      "https://img.example/b.webp",
      undefined,
    ]);
  });

  it("keeps only http(s) audio, preferring an audio enclosure", () => {
    const { items } = parsePodcastFeed(
      feed(`<item><title>A</title><enclosure url="javascript:alert(1)" type="audio/mpeg"/></item>
            <item><title>B</title><enclosure url="https://cdn.example/b.pdf" type="application/pdf"/><enclosure url="http://cdn.example/b.mp3?x=1&amp;y=2" type="audio/mpeg"/></item>
            <item><title>C</title><enclosure url="/relative.mp3" type="audio/mpeg"/></item>`),
    );
    expect(items.map((item) => item.audioUrl)).toEqual([undefined, "http://cdn.example/b.mp3?x=1&y=2", undefined]);
  });

  it("decodes entities in titles, including CDATA and double-escaped ones, and tidies whitespace", () => {
    const { items } = parsePodcastFeed(
      feed(`<item><title>  Moving   On &#8211; Part 2  </title></item>
            <item><title><![CDATA[Kids &amp; Money: What&#8217;s Fair?]]></title></item>
            <item><title>Dad&amp;rsquo;s Rights &nbsp;Today</title></item>
            <item><title>007</title><guid>0042</guid></item>`),
    );
    expect(items.map((item) => item.title)).toEqual([
      "Moving On – Part 2",
      "Kids & Money: What’s Fair?",
      "Dad’s Rights Today",
      "007",
    ]);
    expect(items[3]?.guid).toBe("0042");
  });

  it("skips items without a title and says why, keeping their index", () => {
    const { items, skipped } = parsePodcastFeed(
      feed(`<item><title>First</title></item>
            <item><description>No title here</description></item>
            <item><title>   </title><itunes:title>From itunes:title</itunes:title></item>
            <item></item>
            <item><title><![CDATA[ ]]></title></item>`),
    );
    expect(items.map((item) => item.title)).toEqual(["First", "From itunes:title"]);
    expect(skipped).toEqual([
      { index: 1, reason: "The item has no title." },
      { index: 3, reason: "The item is empty." },
      { index: 4, reason: "The item has no title." },
    ]);
  });

  it("parses durations, dates and numbers leniently but never invents them", () => {
    const { items } = parsePodcastFeed(
      feed(`<item><title>A</title><itunes:duration>01:36:12</itunes:duration><pubDate>Thu, 28 Jan 2016 10:12:15 PST</pubDate></item>
            <item><title>B</title><itunes:duration>3600</itunes:duration><dc:date>2021-03-04T05:06:07Z</dc:date><itunes:episode>x</itunes:episode></item>
            <item><title>C</title><itunes:duration>soon</itunes:duration><pubDate>yesterday</pubDate><itunes:season>0</itunes:season></item>`),
    );
    expect(items.map((item) => item.durationSeconds)).toEqual([5772, 3600, undefined]);
    expect(items.map((item) => item.publishedAt?.toISOString())).toEqual([
      "2016-01-28T18:12:15.000Z",
      "2021-03-04T05:06:07.000Z",
      undefined,
    ]);
    expect(items.map((item) => item.episodeNumber ?? item.seasonNumber)).toEqual([undefined, undefined, undefined]);
  });

  it("reads the channel image from <image><url> when there is no itunes:image", () => {
    const { channel } = parsePodcastFeed(feed("", "<image><url>http://img.example/logo.png</url></image>"));
    expect(channel.imageUrl).toBe("http://img.example/logo.png");
  });

  it("accepts a byte-order mark, a DOCTYPE without entities and an empty channel", () => {
    const xml = `\uFEFF<!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" "http://my.netscape.com/publish/formats/rss-0.91.dtd">
<rss version="2.0"><channel><title>Empty</title></channel></rss>`;
    expect(parsePodcastFeed(xml)).toEqual({ channel: { title: "Empty", link: "" }, items: [], skipped: [] });
  });

  it("parses a 730-item feed in well under a second", () => {
    const many = Array.from(
      { length: 730 },
      (_, i) => `<item><title>Episode ${i}</title><guid isPermaLink="false">ep-${i}</guid>
        <content:encoded><![CDATA[${"<p>Show notes.</p>".repeat(60)}]]></content:encoded>
        <enclosure url="https://cdn.example/${i}.mp3" type="audio/mpeg"/><itunes:duration>${i}:05</itunes:duration></item>`,
    ).join("\n");
    const xml = feed(many);
    const elapsed = cpuStopwatch();
    const { items } = parsePodcastFeed(xml);
    const elapsedMs = elapsed();
    expect(items).toHaveLength(730);
    expect(new Set(items.map((item) => item.guid)).size).toBe(730);
    expect(elapsedMs).toBeLessThan(1000);
  });
});

describe("parsePodcastFeed: what it refuses", () => {
  it.each([
    ["an empty body", ""],
    ["plain text", "Service temporarily unavailable"],
    ["JSON", '{"episodes": []}'],
    ["an HTML page", "<!DOCTYPE html><html><head><title>Podbean</title></head><body>Not found</body></html>"],
    ["an HTML fragment", "<html><body><p>hi</p></body></html>"],
    ["an Atom feed", '<feed xmlns="http://www.w3.org/2005/Atom"><title>x</title></feed>'],
    ["RSS without a channel", '<rss version="2.0"><item><title>x</title></item></rss>'],
    ["a non-string", undefined as unknown as string],
  ])("refuses %s as not a podcast RSS feed", (_name, xml) => {
    const error = parseError(xml);
    expect(error.code).toBe("not-rss");
    expect(error.message).toBe(NOT_RSS_MESSAGE);
  });

  it("refuses a truncated or malformed feed instead of importing half of it", () => {
    const truncated = feed(PODBEAN_ITEM).slice(0, -40);
    expect(parseError(truncated).code).toBe("malformed");
    expect(parseError(feed("<item><title>A & B</title></item>")).message).toMatch(/not well-formed XML \(line \d+\)/);
  });

  it("refuses an entity-expansion bomb quickly", () => {
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE rss [
  <!ENTITY lol "lol">
  <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
  <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
<rss version="2.0"><channel><title>&lol9;</title><item><title>&lol9;</title></item></channel></rss>`;
    const elapsed = cpuStopwatch();
    const error = parseError(bomb);
    expect(elapsed()).toBeLessThan(200);
    expect(error.code).toBe("entities");
    expect(error.message).toBe("That feed declares its own XML entities, so it was refused for safety.");
  });

  it.each([
    ["an external entity", '<!ENTITY secret SYSTEM "file:///etc/passwd">'],
    ["a parameter entity", '<!ENTITY % remote SYSTEM "http://evil.example/x.dtd"> %remote;'],
  ])("refuses %s without resolving it", (_name, declaration) => {
    const xxe = `<?xml version="1.0"?>
<!DOCTYPE rss [ ${declaration} ]>
<rss version="2.0"><channel><title>&secret;</title><item><title>x &secret;</title></item></channel></rss>`;
    expect(parseError(xxe).code).toBe("entities");
  });

  it("refuses an oversized feed before parsing it", () => {
    const huge = feed("") + " ".repeat(MAX_FEED_CHARACTERS);
    expect(parseError(huge).code).toBe("too-large");
  });

  it("refuses element names that would pollute prototypes", () => {
    expect(parseError(feed("<item><title>A</title><__proto__><polluted>1</polluted></__proto__></item>")).code).toBe(
      "malformed",
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("feed values", () => {
  it.each([
    ["31:55", 1915],
    ["01:36:12", 5772],
    ["1:02:03", 3723],
    ["75:30", 4530],
    ["3600", 3600],
    ["3600.7", 3600],
    [" 05:00 ", 300],
    ["0", undefined],
    ["00:00", undefined],
    ["1:60", undefined],
    ["1:75:00", undefined],
    ["-5", undefined],
    ["5 min", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("parseDuration(%j) is %j", (value, seconds) => {
    expect(parseDuration(value)).toBe(seconds);
  });

  it("rejects implausible dates", () => {
    expect(parseFeedDate("Thu, 01 Jan 1970 00:00:00 GMT")).toBeUndefined();
    expect(parseFeedDate("Mon, 14 Feb 2022 09:12:26 -0500")?.toISOString()).toBe("2022-02-14T14:12:26.000Z");
  });
});
