import crypto from "node:crypto";
import { renderShareCard } from "./render-share-card";
import type { ShareCardContent } from "./share-card-design";

/**
 * Bumped when the design (share-card-design.tsx) changes, so every card's ETag and cache key change
 * with it.
 */
const DESIGN_VERSION = 1;
/** Cards kept in memory: some 30-60 KB each, so a few megabytes at most (ADR 0025's budget). */
const MAX_CARDS = 100;
/**
 * An hour in browsers and at crawlers, then revalidated with the ETag: the address stays the same when
 * the title does not, so a longer life would keep an old title showing after an edit.
 */
const CACHE_CONTROL = "public, max-age=3600";

/** Rendered cards by content key, oldest use first (a Map keeps insertion order): a small LRU. */
const cards = new Map<string, Promise<Buffer>>();

/** The card's key and ETag: a hash of exactly what it shows, so it changes when (and only when) that does. */
export function shareCardKey(content: ShareCardContent): string {
  const words = JSON.stringify([DESIGN_VERSION, content.label, content.title, content.byline ?? ""]);
  return crypto.createHash("sha256").update(words).digest("base64url").slice(0, 22);
}

/**
 * The card's PNG, rendered once per content: later asks (and those that arrive while it renders)
 * share the one render. A failed render is not kept.
 */
function cardFor(key: string, content: ShareCardContent): Promise<Buffer> {
  const kept = cards.get(key);
  if (kept) {
    cards.delete(key);
    cards.set(key, kept);
    return kept;
  }
  const rendering = renderShareCard(content);
  cards.set(key, rendering);
  rendering.catch(() => cards.delete(key));
  while (cards.size > MAX_CARDS) cards.delete(cards.keys().next().value!);
  return rendering;
}

/** The card as an answer: 304 when the asker already holds this content's card, else the PNG. */
export async function shareCardResponse(request: Request, content: ShareCardContent): Promise<Response> {
  const etag = `"${shareCardKey(content)}"`;
  const headers = { "Cache-Control": CACHE_CONTROL, ETag: etag };
  const held = request.headers.get("if-none-match");
  if (held && held.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers });
  }
  const png = await cardFor(etag, content);
  return new Response(new Uint8Array(png), {
    headers: { ...headers, "Content-Type": "image/png", "Content-Length": String(png.length) },
  });
}
