import { escapeAttribute, readSingleTag } from "~/lib/single-tag";

/**
 * Pasted embed code is never stored or rendered as given: it is read, validated against the one
 * player we allow (Podbean's), and rebuilt from scratch by `serializePodbeanEmbed`. The database
 * therefore only ever holds markup this module generated.
 */

export type PodbeanPlayer = {
  /** Episode id in Podbean's player-v2 form, e.g. `qajcw-f91d9c-pb`. */
  id: string;
  /** True when the owner pasted the older `/media/player/<id>` form. */
  legacy: boolean;
  /** Only allowlisted parameters with validated values, in canonical order. */
  params: Record<string, string>;
};

export type ParsePodbeanEmbedResult = { ok: true; player: PodbeanPlayer } | { ok: false; error: string };

export const PODBEAN_EMBED_ERRORS = {
  notEmbed:
    "Paste the embed code from Podbean's Share → Embed dialog (it starts with <iframe and points to podbean.com).",
  tooLong: "That embed code is too long. Paste only the <iframe …></iframe> code from Podbean's Share → Embed dialog.",
  oneElement: "Paste the embed code for one episode only: a single <iframe> from Podbean's Share → Embed dialog.",
  unsafe:
    "That embed code contains scripts or event handlers, which are not allowed. Paste the code from Podbean's Share → Embed dialog unchanged.",
  noSrc: "That <iframe> has no player link (src). Paste the code from Podbean's Share → Embed dialog.",
  notPodbean: "Only the Podbean player can be embedded: its link must start with https://www.podbean.com/.",
  notPlayer: "That podbean.com link is not an episode player. Use the code from an episode's Share → Embed dialog.",
  badId: "That Podbean player link has no valid episode id.",
} as const;

/** Real embed codes are ~400 characters; anything far larger is not one. */
export const MAX_EMBED_INPUT_LENGTH = 4000;
export const DEFAULT_PODBEAN_PLAYER_HEIGHT = 150;

const ID = /^[a-z0-9]+-[a-z0-9]+-pb$/;
// The oldest /media/player/ codes carry the id without Podbean's "-pb" suffix (e.g. `5xs8w-561e18`).
const LEGACY_ID = /^([a-z0-9]+-[a-z0-9]+)(?:-pb)?$/;
const MAX_ID_LENGTH = 64;
const ALLOWED_HOSTS = new Set(["www.podbean.com", "podbean.com"]);

const oneOf =
  (...allowed: string[]) =>
  (value: string) =>
    allowed.includes(value) ? value : undefined;
const pattern = (re: RegExp, normalize: (v: string) => string = (v) => v) => {
  return (value: string) => (re.test(value) ? normalize(value) : undefined);
};
const boolean01 = oneOf("0", "1");
const hexColour = /^#?(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const lowerHex = (v: string) => v.replace(/^#/, "").toLowerCase();

/**
 * The allowlist, in the order the canonical URL lists them. Values were checked against real
 * pasted codes: besides hex colours, Podbean writes small preset numbers for skins (`skin=1`,
 * `btn-skin=7`) and `font-color=auto`, and `fonts` is a font family name (`Times New Roman`).
 */
const PARAM_RULES: ReadonlyArray<readonly [string, (value: string) => string | undefined]> = [
  ["from", pattern(/^[a-z0-9_-]{1,32}$/i)],
  ["square", boolean01],
  ["share", boolean01],
  ["download", boolean01],
  ["rtl", boolean01],
  ["fonts", pattern(/^[a-z][a-z ]{0,31}$/i)],
  ["skin", (v) => (hexColour.test(v) ? lowerHex(v) : /^[0-9]{1,3}$/.test(v) ? v : undefined)],
  ["font-color", (v) => (v === "auto" ? v : hexColour.test(v) ? lowerHex(v) : undefined)],
  ["logo_link", oneOf("episode_page", "podcast_page", "none")],
  ["btn-skin", (v) => (hexColour.test(v) ? lowerHex(v) : /^[0-9]{1,3}$/.test(v) ? v : undefined)],
  ["size", oneOf("150", "300", "315")],
];

const fail = (error: string): ParsePodbeanEmbedResult => ({ ok: false, error });

export function parsePodbeanEmbed(input: string): ParsePodbeanEmbedResult {
  if (typeof input !== "string") return fail(PODBEAN_EMBED_ERRORS.notEmbed);
  if (input.length > MAX_EMBED_INPUT_LENGTH) return fail(PODBEAN_EMBED_ERRORS.tooLong);
  const text = input.trim();
  if (!text) return fail(PODBEAN_EMBED_ERRORS.notEmbed);

  if (!text.startsWith("<")) return parsePlayerUrl(text);

  // Obvious hostility gets its own message before any structural reading.
  if (/<\s*\/?\s*script\b/i.test(text)) return fail(PODBEAN_EMBED_ERRORS.unsafe);
  if (!/^<iframe[\s/>]/i.test(text)) return fail(PODBEAN_EMBED_ERRORS.notEmbed);
  const read = readSingleTag(text);
  if (!read.ok) {
    return fail(
      read.reason === "more-than-one-element" ? PODBEAN_EMBED_ERRORS.oneElement : PODBEAN_EMBED_ERRORS.notEmbed,
    );
  }
  if (read.tag.name !== "iframe") return fail(PODBEAN_EMBED_ERRORS.notEmbed);
  for (const name of read.tag.attributes.keys()) {
    if (name.startsWith("on") || name === "srcdoc") return fail(PODBEAN_EMBED_ERRORS.unsafe);
  }
  const src = read.tag.attributes.get("src");
  if (!src?.length) return fail(PODBEAN_EMBED_ERRORS.noSrc);
  // Two src attributes are read differently by different consumers; refuse rather than guess.
  if (src.length > 1) return fail(PODBEAN_EMBED_ERRORS.notEmbed);
  return parsePlayerUrl(src[0]!.trim());
}

function parsePlayerUrl(raw: string): ParsePodbeanEmbedResult {
  // Whitespace, control characters, backslashes and quotes never occur in a real player link, and
  // URL parsers disagree about them (tab stripping, "\" as "/"), so they are refused up front.
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f\\"'<>`]/.test(raw)) {
    return fail(PODBEAN_EMBED_ERRORS.notEmbed);
  }
  // The raw prefix check closes the door on userinfo, ports, encoded hosts and protocol-relative
  // links before the WHATWG parser gets a chance to normalize them into something acceptable.
  if (!/^https:\/\/(?:www\.)?podbean\.com\//i.test(raw)) return fail(PODBEAN_EMBED_ERRORS.notPodbean);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fail(PODBEAN_EMBED_ERRORS.notPodbean);
  }
  if (url.protocol !== "https:" || !ALLOWED_HOSTS.has(url.hostname) || url.port || url.username || url.password) {
    return fail(PODBEAN_EMBED_ERRORS.notPodbean);
  }

  const ids = url.searchParams.getAll("i");
  let id: string | undefined;
  let legacy = false;
  if (url.pathname === "/player-v2/" || url.pathname === "/player-v2") {
    if (ids.length !== 1) return fail(PODBEAN_EMBED_ERRORS.badId);
    id = ids[0];
    if (!id || id.length > MAX_ID_LENGTH || !ID.test(id)) return fail(PODBEAN_EMBED_ERRORS.badId);
  } else {
    const legacyPath = /^\/media\/player\/([^/]+)\/?$/.exec(url.pathname);
    if (!legacyPath?.[1]) return fail(PODBEAN_EMBED_ERRORS.notPlayer);
    const match = LEGACY_ID.exec(legacyPath[1]);
    if (!match?.[1] || legacyPath[1].length > MAX_ID_LENGTH) return fail(PODBEAN_EMBED_ERRORS.badId);
    id = `${match[1]}-pb`;
    if (ids.length > 0) return fail(PODBEAN_EMBED_ERRORS.badId);
    legacy = true;
  }

  const params: Record<string, string> = {};
  for (const [name, validate] of PARAM_RULES) {
    // Podbean's server reads the last of repeated parameters (old codes repeat `download`).
    const value = url.searchParams.getAll(name).at(-1);
    const valid = value === undefined ? undefined : validate(value);
    if (valid !== undefined) params[name] = valid;
  }
  return { ok: true, player: { id, legacy, params } };
}

/**
 * The canonical player address. Legacy `/media/player/<id>` codes are rebuilt as player-v2 too:
 * the fixture README gives both forms the same id, player-v2 is what Podbean's Share → Embed dialog
 * produces today and is the player Podbean still serves, and one canonical form keeps the CSP
 * frame-src and the renderer to a single, known address.
 */
export function podbeanPlayerUrl(player: PodbeanPlayer): string {
  if (!ID.test(player.id)) throw new Error(`Invalid Podbean player id: ${player.id}`);
  const query = [`i=${encodeURIComponent(player.id)}`];
  for (const [name, validate] of PARAM_RULES) {
    const value = player.params[name];
    const valid = value === undefined ? undefined : validate(value);
    if (valid !== undefined) query.push(`${name}=${encodeURIComponent(valid)}`);
  }
  return `https://www.podbean.com/player-v2/?${query.join("&")}`;
}

/** Podbean sizes its player by `size`; without it the standard horizontal player is 150 px high. */
export function podbeanPlayerHeight(player: PodbeanPlayer): number {
  const size = Number(player.params.size);
  return [150, 300, 315].includes(size) ? size : DEFAULT_PODBEAN_PLAYER_HEIGHT;
}

export function serializePodbeanEmbed(player: PodbeanPlayer): string {
  const attributes: Array<[string, string]> = [
    ["title", "Podbean player"],
    ["src", podbeanPlayerUrl(player)],
    ["height", String(podbeanPlayerHeight(player))],
    ["width", "100%"],
    ["loading", "lazy"],
    ["style", "border:none;min-width:min(100%, 430px)"],
    ["scrolling", "no"],
    ["allow", "autoplay; encrypted-media"],
    ["data-name", "pb-iframe-player"],
  ];
  return `<iframe ${attributes.map(([name, value]) => `${name}="${escapeAttribute(value)}"`).join(" ")}></iframe>`;
}
