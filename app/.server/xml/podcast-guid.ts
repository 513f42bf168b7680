import crypto from "node:crypto";

/** The namespace UUID the Podcasting 2.0 `podcast:guid` is made in (its specification). */
const PODCAST_NAMESPACE = "ead4c236-bf58-58c6-a2c6-a6b28d128cb6";

/**
 * `podcast:guid` for a feed: a UUIDv5 of its address without the scheme or trailing slashes, as the
 * namespace defines it, so any app computes the same value. (RFC 9562 v5: SHA-1 of namespace and
 * name, version and variant bits set; node:crypto has v4 only, and this is eight lines.)
 */
export function podcastGuid(feedUrl: string): string {
  const name = feedUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, "").replace(/\/+$/, "");
  const hash = crypto
    .createHash("sha1")
    .update(Buffer.from(PODCAST_NAMESPACE.replace(/-/g, ""), "hex"))
    .update(name, "utf8")
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
