import sanitize from "sanitize-html";
import { decodeCharacterReferences } from "~/lib/character-references";
import { sitePath } from "~/lib/site-path";
import { parsePodbeanEmbed, podbeanPlayerHeight, podbeanPlayerUrl } from "~/lib/podbean-embed";

/**
 * Stored rich text (podcast show notes from feeds, imported blog posts) is written by others, so it
 * is reduced to an allowlist before it is stored and again before it is rendered. The output is
 * always re-serialized from parsed tokens, never passed through: every attribute is rebuilt by the
 * transforms below, every URL is parsed with the same WHATWG parser browsers use and written back in
 * its normalized form, and no raw-text element (script, style, …) is ever emitted, so what the
 * browser parses is what was checked. Re-sanitizing the output with the same options returns it
 * unchanged.
 *
 * YouTube players pass here, but the CSP's frame-src (server/security-headers.ts) admits only
 * Podbean until the feature that shows them adds YouTube's hosts.
 */

export type SanitizeRichHtmlOptions = {
  /** The page the HTML came from; relative links and images are resolved against it, else dropped. */
  baseUrl?: string;
  /** This site's own address: links to it stay in the same tab. Without it every web link is off-site. */
  siteUrl?: string;
  /**
   * Keep links to a path of this site (`/resources`) as they are. Only for HTML this site's admins
   * wrote, or HTML already stored: what comes from elsewhere has its relative links resolved against
   * `baseUrl` on the way in (or dropped), so a stored path can only be one an admin typed.
   */
  sitePaths?: boolean;
};

const ALLOWED_TAGS = [
  "p",
  "br",
  "a",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "del",
  "ins",
  "mark",
  "small",
  "abbr",
  "cite",
  "q",
  "blockquote",
  "ul",
  "ol",
  "li",
  // Renamed to h2 after sanitizing (see tidy).
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "pre",
  "code",
  "hr",
  "figure",
  "figcaption",
  "img",
  "iframe",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "span",
  "div",
  "sup",
  "sub",
  "dl",
  "dt",
  "dd",
];

/**
 * Elements removed together with everything inside them. Unwrapping them would leak code or CSS as
 * visible text (script, style), resurrect markup a browser would never render (template, noscript,
 * fallback inside object/iframe), or keep foreign content (svg, math) whose parsing rules differ
 * from HTML's.
 */
const DROPPED_WITH_CONTENTS = [
  "script",
  "style",
  "noscript",
  "template",
  "object",
  "embed",
  "applet",
  "iframe",
  "frame",
  "frameset",
  "noframes",
  "noembed",
  "form",
  "input",
  "button",
  "textarea",
  "select",
  "option",
  "optgroup",
  "datalist",
  "svg",
  "math",
  "meta",
  "link",
  "base",
  "head",
  "title",
  "xmp",
  "plaintext",
  "canvas",
];

/** Deeper nesting than this is not content anyone wrote by hand; the extra tags are unwrapped. */
const NESTING_LIMIT = 64;
const MAX_URL_LENGTH = 2048;
const MAX_TITLE_LENGTH = 200;
const WEB_SCHEMES = new Set(["http:", "https:"]);
const LINK_SCHEMES = new Set(["http:", "https:", "mailto:"]);
const YOUTUBE_HOSTS = new Set(["www.youtube.com", "www.youtube-nocookie.com"]);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const IFRAME_ALLOW = "autoplay; encrypted-media";

type Attributes = sanitize.Attributes;

/**
 * Parses a URL exactly as a browser would read the attribute (the parser has already decoded
 * character references; the WHATWG parser strips tabs, newlines and surrounding controls), so
 * obfuscated schemes such as `java\tscript:` or `JaVaScRiPt&#58;` are seen for what they are.
 */
function resolveUrl(raw: string | undefined, base: URL | undefined, schemes: ReadonlySet<string>): string | undefined {
  if (!raw || raw.length > MAX_URL_LENGTH) return undefined;
  const url = URL.parse(raw) ?? (base ? URL.parse(raw, base) : null);
  if (!url || !schemes.has(url.protocol)) return undefined;
  if (WEB_SCHEMES.has(url.protocol)) {
    if (!url.hostname) return undefined;
    // `https://trusted.example@evil.example/` is a phishing shape, and nothing legitimate needs it.
    url.username = "";
    url.password = "";
  }
  return url.href;
}

function parseBase(value: string | undefined): URL | undefined {
  const url = value ? URL.parse(value) : null;
  return url && WEB_SCHEMES.has(url.protocol) ? url : undefined;
}

/** Whole pixels only: units, percentages and expressions have no business in an img attribute. */
function pixels(value: string | undefined): string | undefined {
  const match = value === undefined ? null : /^\s*(\d{1,5})\s*$/.exec(value);
  return match?.[1] && Number(match[1]) > 0 ? String(Number(match[1])) : undefined;
}

function pixelsOrPercent(value: string | undefined): string | undefined {
  const match = value === undefined ? null : /^\s*(\d{1,3})\s*%\s*$/.exec(value);
  if (match?.[1]) return Number(match[1]) > 0 && Number(match[1]) <= 100 ? `${Number(match[1])}%` : undefined;
  return pixels(value);
}

function smallInteger(value: string | undefined, max: number): string | undefined {
  const match = value === undefined ? null : /^\s*(\d{1,4})\s*$/.exec(value);
  return match?.[1] && Number(match[1]) >= 1 && Number(match[1]) <= max ? String(Number(match[1])) : undefined;
}

function shortText(value: string | undefined): string | undefined {
  const text = value?.replace(/\s+/g, " ").trim().slice(0, MAX_TITLE_LENGTH).trim();
  return text || undefined;
}

/** Builds an attribute object from the defined entries only, in a fixed order (stable output). */
function attributes(entries: Array<[string, string | undefined]>): Attributes {
  const result: Attributes = {};
  for (const [name, value] of entries) if (value !== undefined) result[name] = value;
  return result;
}

function sameOrigin(href: string, site: URL | undefined): boolean {
  return site !== undefined && URL.parse(href)?.origin === site.origin;
}

function sitePathOf(raw: string | undefined): string | undefined {
  return raw && raw.length <= MAX_URL_LENGTH ? sitePath(raw.trim()) : undefined;
}

function transformLink(
  attribs: Attributes,
  base: URL | undefined,
  site: URL | undefined,
  sitePaths: boolean,
): sanitize.Tag {
  const href = (sitePaths ? sitePathOf(attribs.href) : undefined) ?? resolveUrl(attribs.href, base, LINK_SCHEMES);
  // A link whose target is refused keeps its text; the exclusive filter unwraps the empty <a>.
  if (!href) return { tagName: "a", attribs: {} };
  const offSite = /^https?:/.test(href) && !sameOrigin(href, site);
  return {
    tagName: "a",
    attribs: attributes([
      ["href", href],
      ["title", shortText(attribs.title)],
      ["rel", "noopener noreferrer"],
      ["target", offSite ? "_blank" : undefined],
    ]),
  };
}

function transformImage(attribs: Attributes, base: URL | undefined): sanitize.Tag {
  // srcset is dropped rather than checked entry by entry: src alone is enough for show notes.
  const src = resolveUrl(attribs.src, base, WEB_SCHEMES);
  // Without a usable src the exclusive filter removes the element.
  if (!src) return { tagName: "img", attribs: {} };
  return {
    tagName: "img",
    attribs: attributes([
      // Asked for over https: pages admit no http images (see safeImageUrl in net/safe-media-url.ts).
      ["src", src.replace(/^http:\/\//i, "https://")],
      // An empty alt is meaningful (decorative image), so it is kept as written.
      ["alt", attribs.alt?.replace(/\s+/g, " ").trim()],
      ["title", shortText(attribs.title)],
      ["width", pixels(attribs.width)],
      ["height", pixels(attribs.height)],
      ["loading", "lazy"],
      ["decoding", "async"],
    ]),
  };
}

/**
 * Transforms never rename an element to reject it: sanitize-html 2.18 keeps a renamed-and-discarded
 * element's new name and applies it to the next element closed at that depth. A rejected iframe
 * keeps its name, loses every attribute, and is removed with its contents by the exclusive filter.
 */
const rejectedFrame = (): sanitize.Tag => ({ tagName: "iframe", attribs: {} });

/**
 * Only players we know are framed, each rebuilt from its validated parts: the Podbean player
 * through the same parser that guards pasted embed codes, YouTube as a bare `/embed/<id>`.
 * Nothing else of the original element survives (srcdoc, sandbox, handlers, name, style).
 */
function transformFrame(attribs: Attributes): sanitize.Tag {
  const src = attribs.src?.trim() ?? "";
  if (/^https:\/\/(?:www\.)?podbean\.com\//i.test(src)) {
    const parsed = parsePodbeanEmbed(src);
    if (!parsed.ok) return rejectedFrame();
    return {
      tagName: "iframe",
      attribs: attributes([
        ["src", podbeanPlayerUrl(parsed.player)],
        ["title", shortText(attribs.title) ?? "Podbean player"],
        ["width", "100%"],
        ["height", String(podbeanPlayerHeight(parsed.player))],
        ["loading", "lazy"],
        ["allow", IFRAME_ALLOW],
      ]),
    };
  }
  const youtube = youtubeEmbedUrl(src);
  if (!youtube) return rejectedFrame();
  return {
    tagName: "iframe",
    attribs: attributes([
      ["src", youtube],
      ["title", shortText(attribs.title) ?? "YouTube video player"],
      ["width", pixelsOrPercent(attribs.width) ?? "560"],
      ["height", pixels(attribs.height) ?? "315"],
      ["loading", "lazy"],
      ["allow", IFRAME_ALLOW],
      ["allowfullscreen", ""],
    ]),
  };
}

function youtubeEmbedUrl(src: string): string | undefined {
  // As for Podbean links: characters parsers disagree about are refused before parsing.
  // eslint-disable-next-line no-control-regex
  if (!src || /[\s\u0000-\u001f\u007f\\"'<>`]/.test(src)) return undefined;
  const url = URL.parse(src);
  if (
    !url ||
    url.protocol !== "https:" ||
    !YOUTUBE_HOSTS.has(url.hostname) ||
    url.port ||
    url.username ||
    url.password
  ) {
    return undefined;
  }
  const id = /^\/embed\/([^/]+)$/.exec(url.pathname)?.[1];
  if (!id || !YOUTUBE_ID.test(id)) return undefined;
  const start = smallInteger(url.searchParams.get("start") ?? undefined, 9999);
  return `https://${url.hostname}/embed/${id}${start ? `?start=${start}` : ""}`;
}

function transformCell(tagName: string, attribs: Attributes): sanitize.Tag {
  const scope = attribs.scope?.trim().toLowerCase();
  return {
    tagName,
    attribs: attributes([
      ["colspan", smallInteger(attribs.colspan, 1000)],
      ["rowspan", smallInteger(attribs.rowspan, 1000)],
      [
        "scope",
        tagName === "th" && scope && ["row", "col", "rowgroup", "colgroup"].includes(scope) ? scope : undefined,
      ],
    ]),
  };
}

/**
 * Runs after sanitize-html's own attribute checks, so an element without its URL, whether the
 * transform refused it or sanitize-html did, is removed (img, iframe) or unwrapped (a) here instead
 * of lingering as an empty shell that the next pass would treat differently.
 */
function exclusiveFilter(frame: sanitize.IFrame): boolean | "excludeTag" {
  switch (frame.tag) {
    case "a":
      return frame.attribs.href ? false : "excludeTag";
    case "img":
    case "iframe":
      return !frame.attribs.src;
    default:
      return false;
  }
}

/**
 * The output is sanitize-html's own serialization: tags are `<name>`/`</name>` with the attributes
 * above only, and every `<` in text or attribute values is escaped. So tags can be matched with a
 * pattern here, which is simpler than doing it during parsing (sanitize-html's frames only see
 * their direct media children, and renaming through transformTags has the bug noted above).
 */
const H1_TAG = /<(\/?)h1>/g;
// Whitespace (including the decoded &nbsp;), line breaks and empty inline wrappers: WordPress's
// `<p>&nbsp;</p>` spacers and the shells left where a refused embed was.
const EMPTY_BLOCK = /<(p|div|figure)>(?:\s|<br \/>|<\/?(?:strong|b|em|i|u|s|span|small|mark)>)*<\/\1>/g;

function tidy(html: string): string {
  let result = html.replace(H1_TAG, "<$1h2>");
  // Inner empty blocks first; nesting is bounded by NESTING_LIMIT.
  for (let previous = ""; previous !== result;) {
    previous = result;
    result = result.replace(EMPTY_BLOCK, "");
  }
  return result.trim();
}

const COMMON_OPTIONS = {
  disallowedTagsMode: "discard",
  nonTextTags: DROPPED_WITH_CONTENTS,
  nestingLimit: NESTING_LIMIT,
  // No inline styles anywhere, so there is nothing for postcss to parse.
  parseStyleAttributes: false,
  allowProtocolRelative: false,
} satisfies sanitize.IOptions;

function richOptions(options: SanitizeRichHtmlOptions): sanitize.IOptions {
  const base = parseBase(options.baseUrl);
  const site = parseBase(options.siteUrl);
  return {
    ...COMMON_OPTIONS,
    allowedTags: ALLOWED_TAGS,
    // The transforms already rebuilt every attribute; this list is the second fence.
    allowedAttributes: {
      a: ["href", "title", "rel", "target"],
      img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
      iframe: ["src", "title", "width", "height", "loading", "allow", "allowfullscreen"],
      td: ["colspan", "rowspan"],
      th: ["colspan", "rowspan", "scope"],
      ol: ["start"],
    },
    allowedClasses: {},
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: { img: ["http", "https"], iframe: ["https"] },
    allowedIframeHostnames: ["www.podbean.com", ...YOUTUBE_HOSTS],
    allowIframeRelativeUrls: false,
    transformTags: {
      a: (_tag, attribs) => transformLink(attribs, base, site, options.sitePaths === true),
      img: (_tag, attribs) => transformImage(attribs, base),
      iframe: (_tag, attribs) => transformFrame(attribs),
      td: (tag, attribs) => transformCell(tag, attribs),
      th: (tag, attribs) => transformCell(tag, attribs),
      ol: (tag, attribs) => ({ tagName: tag, attribs: attributes([["start", smallInteger(attribs.start, 9999)]]) }),
    },
    exclusiveFilter,
    // An allowed iframe's children are fallback markup that browsers never show; emitting it as text
    // would also not survive a second pass unchanged (raw text is not entity-decoded).
    textFilter: (text, tagName) => (tagName === "iframe" ? "" : text),
  };
}

export function sanitizeRichHtml(html: string, options: SanitizeRichHtmlOptions = {}): string {
  if (!html) return "";
  // The page has its own h1, so a heading from elsewhere starts at h2.
  return tidy(sanitize(html, richOptions(options)));
}

// Boundaries that separate text in plain-text output: blocks become line breaks, cells spaces.
const LINE_BREAK_TAGS = [
  "p",
  "br",
  "div",
  "blockquote",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "pre",
  "hr",
  "figure",
  "figcaption",
  "table",
  "caption",
  "tr",
  "section",
  "article",
  "header",
  "footer",
  "aside",
  "nav",
  "main",
  "address",
];
const SPACE_TAGS = ["td", "th"];
const LINE_BREAK = new Set(LINE_BREAK_TAGS);

const TEXT_OPTIONS: sanitize.IOptions = {
  ...COMMON_OPTIONS,
  // Kept only as markers; they carry no attributes, so the tag pattern below cannot be fooled.
  allowedTags: [...LINE_BREAK_TAGS, ...SPACE_TAGS],
  allowedAttributes: {},
};
const MARKER = /<\/?([a-z0-9]+)[^>]*>/g;

/**
 * Text content for previews and meta descriptions: one line per block, whitespace collapsed within
 * lines, character references decoded once. Scripts, styles and other dropped elements contribute
 * nothing. Callers wanting a single line join the lines with a space.
 */
export function htmlToPlainText(html: string): string {
  if (!html) return "";
  // Source whitespace is collapsed first, so only block boundaries produce line breaks.
  const marked = sanitize(html, TEXT_OPTIONS)
    .replace(/\s+/g, " ")
    .replace(MARKER, (_tag, name: string) => (LINE_BREAK.has(name) ? "\n" : " "));
  const lines: string[] = [];
  for (const line of marked.split("\n")) {
    // The parser decoded the source's references and sanitize-html re-escaped only &, < and >;
    // decoding once restores the text. `\s` includes U+00A0.
    const text = decodeCharacterReferences(line).replace(/\s+/g, " ").trim();
    if (text) lines.push(text);
  }
  return lines.join("\n");
}

/** True when the HTML would render as nothing: no text, and no image or player that survives sanitizing. */
export function isBlankHtml(html: string, options: SanitizeRichHtmlOptions = {}): boolean {
  if (htmlToPlainText(html) !== "") return false;
  return !/<(?:img|iframe)\b/.test(sanitizeRichHtml(html, options));
}
