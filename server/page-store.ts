/**
 * The page cache's memory (server/page-cache.ts): bounded in bytes, and shaped so that what the
 * site serves again and again survives a flood of pages asked for once (docs/security.md, Q2).
 *
 * A segmented LRU (SLRU): a page enters on probation; a hit promotes it to the protected segment.
 * One-hit pages (a crawler's walk, a flood of new addresses) can only push out each other, within
 * the probation budget; the protected segment loses its least recently used page to probation only
 * when promotions overflow it. Pinned pages (the site's fixed pages) are never evicted: there are a
 * handful, and they are what every visitor sees first.
 */

export type StoreLimits = {
  maxBytes: number;
  /** The share of `maxBytes` one-hit pages may hold (the rest is for pages asked for again). */
  probationShare: number;
};

/** What an entry costs besides its bytes: the key, the map slot, the headers. */
const ENTRY_OVERHEAD_BYTES = 1024;

type Segment = "probation" | "protected" | "pinned";
type Slot<E> = { entry: E; bytes: number; segment: Segment };

export class PageStore<E> {
  /** Insertion order is recency: the first of each map is its least recently used. */
  private readonly segments: Record<Segment, Map<string, Slot<E>>> = {
    probation: new Map(),
    protected: new Map(),
    pinned: new Map(),
  };
  private readonly bytes: Record<Segment, number> = { probation: 0, protected: 0, pinned: 0 };
  private readonly limits: StoreLimits;
  private readonly sizeOf: (entry: E) => number;
  private readonly isPinned: (key: string) => boolean;

  constructor({
    limits,
    sizeOf,
    isPinned = () => false,
  }: {
    limits: StoreLimits;
    sizeOf: (entry: E) => number;
    isPinned?: (key: string) => boolean;
  }) {
    this.limits = limits;
    this.sizeOf = sizeOf;
    this.isPinned = isPinned;
  }

  private slot(key: string): Slot<E> | undefined {
    return this.segments.pinned.get(key) ?? this.segments.protected.get(key) ?? this.segments.probation.get(key);
  }

  get(key: string): E | undefined {
    return this.slot(key)?.entry;
  }

  /** All the bytes held, for tests and logs. */
  get totalBytes(): number {
    return this.bytes.probation + this.bytes.protected + this.bytes.pinned;
  }

  segmentOf(key: string): Segment | undefined {
    return this.slot(key)?.segment;
  }

  private remove(key: string, slot: Slot<E>) {
    this.segments[slot.segment].delete(key);
    this.bytes[slot.segment] -= slot.bytes;
  }

  private place(key: string, slot: Slot<E>, segment: Segment) {
    slot.segment = segment;
    this.segments[segment].set(key, slot);
    this.bytes[segment] += slot.bytes;
  }

  /** A hit: the page was asked for again, so it is protected (and most recently used). */
  touch(key: string) {
    const slot = this.slot(key);
    if (!slot || slot.segment === "pinned") return;
    this.remove(key, slot);
    this.place(key, slot, "protected");
    this.enforceLimits();
  }

  /**
   * Stores a page. A new page starts on probation; one replacing a protected or pinned page (a new
   * content version of it) keeps its place.
   */
  set(key: string, entry: E) {
    const previous = this.slot(key);
    if (previous) this.remove(key, previous);
    const segment: Segment = this.isPinned(key)
      ? "pinned"
      : previous?.segment === "protected"
        ? "protected"
        : "probation";
    this.place(key, { entry, bytes: this.sizeOf(entry) + key.length + ENTRY_OVERHEAD_BYTES, segment }, segment);
    this.enforceLimits();
  }

  /** Re-measures an entry changed in place (recompressed), if it is still the one stored. */
  resized(key: string, entry: E) {
    const slot = this.slot(key);
    if (!slot || slot.entry !== entry) return;
    const bytes = this.sizeOf(entry) + key.length + ENTRY_OVERHEAD_BYTES;
    this.bytes[slot.segment] += bytes - slot.bytes;
    slot.bytes = bytes;
    this.enforceLimits();
  }

  private enforceLimits() {
    const probationLimit = this.limits.maxBytes * this.limits.probationShare;
    // Pinned pages take their room from the protected segment's share, never from probation's.
    const protectedLimit = this.limits.maxBytes - probationLimit - this.bytes.pinned;
    // Promotions beyond the protected share send its least recently used pages back to probation.
    for (const [key, slot] of this.segments.protected) {
      if (this.bytes.protected <= protectedLimit) break;
      this.remove(key, slot);
      this.place(key, slot, "probation");
    }
    for (const [key, slot] of this.segments.probation) {
      if (this.bytes.probation <= probationLimit && this.totalBytes <= this.limits.maxBytes) break;
      this.remove(key, slot);
    }
    // Only when pinned pages alone outgrow the budget: then the protected ones go too, never the pinned.
    for (const [key, slot] of this.segments.protected) {
      if (this.totalBytes <= this.limits.maxBytes) break;
      this.remove(key, slot);
    }
  }
}
