import { describe, expect, it } from "vitest";
import {
  PODBEAN_EMBED_ERRORS,
  parsePodbeanEmbed,
  podbeanPlayerHeight,
  podbeanPlayerUrl,
  serializePodbeanEmbed,
  type PodbeanPlayer,
} from "~/lib/podbean-embed";

// The form Podbean's Share → Embed dialog produces (from ../shared/fixtures/README.md).
const REAL_SNIPPET =
  '<iframe title="Untangled: Episode 12" allowtransparency="true" height="150" width="100%" style="border: none; min-width: min(100%, 430px);" scrolling="no" data-name="pb-iframe-player" src="https://www.podbean.com/player-v2/?from=embed&i=qajcw-f91d9c-pb&share=1&download=1&skin=f6f6f6&btn-skin=8bbb4e&size=150"></iframe>';
const CANONICAL_URL =
  "https://www.podbean.com/player-v2/?i=qajcw-f91d9c-pb&from=embed&share=1&download=1&skin=f6f6f6&btn-skin=8bbb4e&size=150";

function accept(input: string): PodbeanPlayer {
  const result = parsePodbeanEmbed(input);
  if (!result.ok) throw new Error(`expected acceptance, got: ${result.error}`);
  return result.player;
}

function reject(input: string): string {
  const result = parsePodbeanEmbed(input);
  if (result.ok) throw new Error(`expected rejection, got player ${JSON.stringify(result.player)}`);
  return result.error;
}

describe("parsePodbeanEmbed: what owners really paste", () => {
  it("reads the Share → Embed snippet and keeps its allowlisted parameters", () => {
    expect(accept(REAL_SNIPPET)).toEqual({
      id: "qajcw-f91d9c-pb",
      legacy: false,
      params: { from: "embed", share: "1", download: "1", skin: "f6f6f6", "btn-skin": "8bbb4e", size: "150" },
    });
  });

  it("accepts a bare player URL, with or without www and surrounding whitespace", () => {
    expect(accept("  https://www.podbean.com/player-v2/?i=qajcw-f91d9c-pb  ").id).toBe("qajcw-f91d9c-pb");
    expect(accept("https://podbean.com/player-v2/?i=qajcw-f91d9c-pb&size=300").params).toEqual({ size: "300" });
  });

  it("accepts the legacy /media/player/<id> form and maps it to the player-v2 id", () => {
    const player = accept(
      '<iframe id="audio_iframe" src="https://www.podbean.com/media/player/5xs8w-561e18?from=wp&skin=103&download=0&share=1&fonts=Helvetica&auto=0" height="100" width="100%" frameborder="0" scrolling="no" data-name="pb-iframe-player"></iframe>',
    );
    expect(player).toEqual({
      id: "5xs8w-561e18-pb",
      legacy: true,
      params: { from: "wp", share: "1", download: "0", fonts: "Helvetica", skin: "103" },
    });
    expect(accept("https://www.podbean.com/media/player/rzabg-60d559-pb?download=1&download=0").params).toEqual({
      download: "0",
    });
  });

  it("keeps the real parameter values Podbean writes: presets, font names, auto colour, logo link", () => {
    const player = accept(
      "https://www.podbean.com/player-v2/?i=ztntf-17aa0ce-pb&from=pb6admin&share=1&download=1&rtl=0&fonts=Times%20New%20Roman&skin=1&font-color=auto&logo_link=episode_page&btn-skin=7&square=1&size=315",
    );
    expect(player.params).toEqual({
      from: "pb6admin",
      square: "1",
      share: "1",
      download: "1",
      rtl: "0",
      fonts: "Times New Roman",
      skin: "1",
      "font-color": "auto",
      logo_link: "episode_page",
      "btn-skin": "7",
      size: "315",
    });
    expect(podbeanPlayerUrl(player)).toContain("fonts=Times%20New%20Roman");
  });

  it("decodes &amp; in a properly escaped src attribute and accepts single quotes and uppercase tags", () => {
    expect(accept(REAL_SNIPPET.replaceAll("&", "&amp;")).params.size).toBe("150");
    expect(accept(`<IFRAME SRC='https://www.podbean.com/player-v2/?i=qajcw-f91d9c-pb'></IFRAME>`).id).toBe(
      "qajcw-f91d9c-pb",
    );
    expect(accept(`<iframe src="https://www.podbean.com/player-v2/?i=qajcw-f91d9c-pb"/>`).id).toBe("qajcw-f91d9c-pb");
  });
});

describe("parsePodbeanEmbed: sanitizing what is kept", () => {
  it("drops unknown parameters and invalid values instead of passing them on", () => {
    const player = accept(
      "https://www.podbean.com/player-v2/?i=qajcw-f91d9c-pb&autoplay=1&callback=alert(1)&skin=red&btn-skin=%22%3E%3Cscript%3E&size=9999&share=yes&logo_link=https://evil.example&fonts=Arial;x:expression()&font-color=12345",
    );
    expect(player.params).toEqual({});
    expect(podbeanPlayerUrl(player)).toBe("https://www.podbean.com/player-v2/?i=qajcw-f91d9c-pb");
  });

  it("drops every attribute of the pasted iframe: the markup is rebuilt", () => {
    const player = accept(
      `<iframe src="https://www.podbean.com/player-v2/?i=qajcw-f91d9c-pb" style="position:fixed;inset:0" allow="camera; microphone" sandbox="" name="x"></iframe>`,
    );
    const html = serializePodbeanEmbed(player);
    expect(html).not.toMatch(/camera|fixed|sandbox|name="x"/);
  });

  it("normalizes colours to lower-case hex without '#'", () => {
    expect(accept("https://www.podbean.com/player-v2/?i=qajcw-f91d9c-pb&btn-skin=%23009EDB&skin=FFF").params).toEqual({
      skin: "fff",
      "btn-skin": "009edb",
    });
  });

  it("canonicalizes an upper-case scheme and host instead of echoing them", () => {
    const player = accept("HTTPS://WWW.PODBEAN.COM/player-v2/?i=qajcw-f91d9c-pb&size=300");
    expect(podbeanPlayerUrl(player)).toBe("https://www.podbean.com/player-v2/?i=qajcw-f91d9c-pb&size=300");
    expect(reject("https://www.podbean.com/PLAYER-V2/?i=qajcw-f91d9c-pb")).toBe(PODBEAN_EMBED_ERRORS.notPlayer);
  });

  it("ignores the fragment and percent-encoded but valid id characters", () => {
    const player = accept("https://www.podbean.com/player-v2/?i=qajcw%2Df91d9c%2Dpb#javascript:alert(1)");
    expect(podbeanPlayerUrl(player)).toBe("https://www.podbean.com/player-v2/?i=qajcw-f91d9c-pb");
  });
});

describe("parsePodbeanEmbed: hostile and wrong inputs", () => {
  const id = "qajcw-f91d9c-pb";
  const hostile: Array<[string, string, string]> = [
    ["empty input", "   ", PODBEAN_EMBED_ERRORS.notEmbed],
    ["a look-alike host", `https://www.podbean.com.evil.example/player-v2/?i=${id}`, PODBEAN_EMBED_ERRORS.notPodbean],
    ["a sub-domain look-alike", `https://evilpodbean.com/player-v2/?i=${id}`, PODBEAN_EMBED_ERRORS.notPodbean],
    ["plain http", `http://www.podbean.com/player-v2/?i=${id}`, PODBEAN_EMBED_ERRORS.notPodbean],
    [
      "javascript: in src",
      `<iframe src="javascript:alert(document.cookie)"></iframe>`,
      PODBEAN_EMBED_ERRORS.notPodbean,
    ],
    ["a javascript: URL", "javascript:alert(1)//https://www.podbean.com/player-v2/", PODBEAN_EMBED_ERRORS.notPodbean],
    ["data: in src", `<iframe src="data:text/html,<script>alert(1)</script>"></iframe>`, PODBEAN_EMBED_ERRORS.unsafe],
    ["a data: URL", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==", PODBEAN_EMBED_ERRORS.notPodbean],
    [
      "a protocol-relative link",
      `<iframe src="//www.podbean.com/player-v2/?i=${id}"></iframe>`,
      PODBEAN_EMBED_ERRORS.notPodbean,
    ],
    ["userinfo", `https://www.podbean.com@evil.example/player-v2/?i=${id}`, PODBEAN_EMBED_ERRORS.notPodbean],
    [
      "userinfo before the real host",
      `https://evil.example@www.podbean.com/player-v2/?i=${id}`,
      PODBEAN_EMBED_ERRORS.notPodbean,
    ],
    ["a port", `https://www.podbean.com:8443/player-v2/?i=${id}`, PODBEAN_EMBED_ERRORS.notPodbean],
    ["an encoded host", `https://www%2epodbean.com/player-v2/?i=${id}`, PODBEAN_EMBED_ERRORS.notPodbean],
    [
      "a backslash host trick",
      `https://www.podbean.com\\@evil.example/player-v2/?i=${id}`,
      PODBEAN_EMBED_ERRORS.notEmbed,
    ],
    ["an extra path", `https://www.podbean.com/player-v2/extra/?i=${id}`, PODBEAN_EMBED_ERRORS.notPlayer],
    ["path traversal", `https://www.podbean.com/player-v2/../ew/?i=${id}`, PODBEAN_EMBED_ERRORS.notPlayer],
    ["an encoded path", `https://www.podbean.com/player%2Dv2/?i=${id}`, PODBEAN_EMBED_ERRORS.notPlayer],
    ["another Podbean page", `https://www.podbean.com/ew/pb-qajcw-f91d9c`, PODBEAN_EMBED_ERRORS.notPlayer],
    ["a missing id", "https://www.podbean.com/player-v2/?from=embed", PODBEAN_EMBED_ERRORS.badId],
    ["an id with markup", `https://www.podbean.com/player-v2/?i=${id}%22%3E%3Cscript%3E`, PODBEAN_EMBED_ERRORS.badId],
    ["an upper-case id", "https://www.podbean.com/player-v2/?i=QAJCW-F91D9C-PB", PODBEAN_EMBED_ERRORS.badId],
    ["two ids", `https://www.podbean.com/player-v2/?i=${id}&i=abcde-123456-pb`, PODBEAN_EMBED_ERRORS.badId],
    ["a playlist id", "https://www.podbean.com/player-v2/?i=zp2st-1290619-pbblog-playlist", PODBEAN_EMBED_ERRORS.badId],
    [
      "a legacy multi-episode player",
      "https://www.podbean.com/media/player/multi?playlist=x",
      PODBEAN_EMBED_ERRORS.badId,
    ],
    ["a breakout from the attribute", `"><script>alert(1)</script>`, PODBEAN_EMBED_ERRORS.notEmbed],
    ["a script after the iframe", `${REAL_SNIPPET}<script>alert(1)</script>`, PODBEAN_EMBED_ERRORS.unsafe],
    [
      "an upper-case script",
      `<iframe src="https://www.podbean.com/player-v2/?i=${id}"></iframe><SCRIPT >x</SCRIPT>`,
      PODBEAN_EMBED_ERRORS.unsafe,
    ],
    [
      "an onload handler",
      `<iframe onload="alert(1)" src="https://www.podbean.com/player-v2/?i=${id}"></iframe>`,
      PODBEAN_EMBED_ERRORS.unsafe,
    ],
    [
      "an upper-case handler",
      `<iframe src="https://www.podbean.com/player-v2/?i=${id}" OnLoad=alert(1)></iframe>`,
      PODBEAN_EMBED_ERRORS.unsafe,
    ],
    [
      "srcdoc",
      `<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;" src="https://www.podbean.com/player-v2/?i=${id}"></iframe>`,
      PODBEAN_EMBED_ERRORS.unsafe,
    ],
    ["two iframes", `${REAL_SNIPPET}\n${REAL_SNIPPET}`, PODBEAN_EMBED_ERRORS.oneElement],
    ["a wrapper element", `<p>${REAL_SNIPPET}</p>`, PODBEAN_EMBED_ERRORS.notEmbed],
    [
      "nested content",
      `<iframe src="https://www.podbean.com/player-v2/?i=${id}"><img src=x></iframe>`,
      PODBEAN_EMBED_ERRORS.oneElement,
    ],
    ["another element", `<embed src="https://www.podbean.com/player-v2/?i=${id}">`, PODBEAN_EMBED_ERRORS.notEmbed],
    [
      "a tag-name look-alike",
      `<iframex src="https://www.podbean.com/player-v2/?i=${id}"></iframex>`,
      PODBEAN_EMBED_ERRORS.notEmbed,
    ],
    [
      "two src attributes",
      `<iframe src="https://www.podbean.com/player-v2/?i=${id}" src="https://evil.example/"></iframe>`,
      PODBEAN_EMBED_ERRORS.notEmbed,
    ],
    [
      "glued attributes",
      `<iframe title="x"src="https://www.podbean.com/player-v2/?i=${id}"></iframe>`,
      PODBEAN_EMBED_ERRORS.notEmbed,
    ],
    [
      "an unclosed quote",
      `<iframe src="https://www.podbean.com/player-v2/?i=${id}></iframe>`,
      PODBEAN_EMBED_ERRORS.notEmbed,
    ],
    ["no src", `<iframe title="Podbean"></iframe>`, PODBEAN_EMBED_ERRORS.noSrc],
    ["entity-encoded javascript:", `<iframe src="&#106;avascript:alert(1)"></iframe>`, PODBEAN_EMBED_ERRORS.notPodbean],
    [
      "a newline inside the URL",
      `<iframe src="https://www.podbean.com/player-v2/?i=${id}\njavascript:alert(1)"></iframe>`,
      PODBEAN_EMBED_ERRORS.notEmbed,
    ],
    ["a tab in the scheme", `<iframe src="java\tscript:alert(1)"></iframe>`, PODBEAN_EMBED_ERRORS.notEmbed],
    [
      "a non-Podbean player",
      `<iframe src="https://www.youtube.com/embed/HdkSHPZIUa4"></iframe>`,
      PODBEAN_EMBED_ERRORS.notPodbean,
    ],
    ["a huge input", `${REAL_SNIPPET}${" ".repeat(11_000)}`, PODBEAN_EMBED_ERRORS.tooLong],
  ];

  it.each(hostile)("refuses %s", (_name, input, error) => {
    expect(reject(input)).toBe(error);
  });

  it("refuses non-string input without throwing", () => {
    expect(reject(undefined as unknown as string)).toBe(PODBEAN_EMBED_ERRORS.notEmbed);
  });

  it("explains every refusal in words a site owner understands", () => {
    for (const message of Object.values(PODBEAN_EMBED_ERRORS)) {
      expect(message).toMatch(/Podbean|podbean\.com|embed/);
      expect(message.endsWith(".")).toBe(true);
    }
  });
});

describe("the rebuilt player", () => {
  it("serializes the fixed, safe markup", () => {
    expect(serializePodbeanEmbed(accept(REAL_SNIPPET))).toBe(
      `<iframe title="Podbean player" src="${CANONICAL_URL.replaceAll("&", "&amp;")}" height="150" width="100%" loading="lazy" style="border:none;min-width:min(100%, 430px)" scrolling="no" allow="autoplay; encrypted-media" data-name="pb-iframe-player"></iframe>`,
    );
  });

  it("sizes the player from its size parameter", () => {
    expect(podbeanPlayerHeight(accept(CANONICAL_URL.replace("size=150", "size=300")))).toBe(300);
    expect(podbeanPlayerHeight(accept(CANONICAL_URL.replace("size=150", "size=315")))).toBe(315);
    expect(podbeanPlayerHeight(accept("https://www.podbean.com/player-v2/?i=qajcw-f91d9c-pb"))).toBe(150);
  });

  it("refuses to build a URL from a tampered player object", () => {
    expect(() => podbeanPlayerUrl({ id: '"><script>', legacy: false, params: {} })).toThrow();
    const url = podbeanPlayerUrl({ id: "qajcw-f91d9c-pb", legacy: false, params: { skin: '"><b>', evil: "1" } });
    expect(url).toBe("https://www.podbean.com/player-v2/?i=qajcw-f91d9c-pb");
  });

  it.each([
    REAL_SNIPPET,
    CANONICAL_URL,
    "https://www.podbean.com/media/player/5xs8w-561e18?from=wp&skin=103&fonts=Helvetica",
    "https://podbean.com/player-v2/?i=ztntf-17aa0ce-pb&fonts=Courier%20New&font-color=auto&logo_link=none&square=1&size=300",
  ])("round-trips stably: %s", (input) => {
    const first = accept(input);
    const stored = serializePodbeanEmbed(first);
    const again = accept(stored);
    expect({ ...again, legacy: first.legacy }).toEqual(first);
    expect(serializePodbeanEmbed(again)).toBe(stored);
    expect(accept(podbeanPlayerUrl(again))).toEqual(again);
  });
});
