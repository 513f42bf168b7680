import { RefreshCw } from "lucide-react";

/** app/.server/feeds/feed-sync-overview.ts FeedSyncOverview, as the loader hands it over. */
export type FeedSyncStatusItem = {
  source: "podcast" | "blog";
  every: string | null;
  lastFinishedAt: string | null;
  lastResult: {
    ok: boolean;
    notModified?: boolean;
    imported?: number;
    errors?: number;
    message?: string;
    capped?: { limit: number; left: number };
  } | null;
  failures: number;
  nextAt: string | null;
};

const sourceName = { podcast: "Podbean feed", blog: "Blog source" } as const;

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC";

function describeResult(item: FeedSyncStatusItem): string {
  const result = item.lastResult;
  if (!result || !item.lastFinishedAt) return "Not synced yet.";
  const at = `Last sync ${when(item.lastFinishedAt)}: `;
  if (!result.ok) {
    const retry = item.failures > 1 ? ` (${item.failures} failures in a row; retrying less often)` : "";
    return `${at}failed. ${result.message ?? ""}${retry}`;
  }
  if (result.notModified) return `${at}no changes.`;
  const errors = result.errors ? ` (${result.errors} errors)` : "";
  return `${at}${result.imported ?? 0} new${errors}.`;
}

/**
 * Why the podcast sync holds after a run that reached its cap (app/.server/feeds/feed-sync.ts), and
 * what lets it go on: the admin's own import, once they have looked at what came in.
 */
function CappedNotice({ capped }: { capped: { limit: number; left: number } }) {
  return (
    <p role="status" className="mt-2 rounded-xl bg-red-50 p-3 text-red-900">
      <strong>Automatic sync paused.</strong> The last sync stopped after {capped.limit} new episodes ({capped.left}{" "}
      more were new). That many at once usually means the feed changed its episode IDs or makes up new items on every
      read. Check the newest episodes in the Episode Manager; &ldquo;Import from Podbean Feed&rdquo; there imports the
      rest and lets the automatic sync go on.
    </p>
  );
}

/**
 * The scheduled syncs for the admin overview: how often each runs, the last sync and its result,
 * and the next. Times are shown in UTC so the server render and the browser agree.
 */
export function FeedSyncStatus({ syncs }: { syncs: readonly FeedSyncStatusItem[] }) {
  return (
    <section aria-labelledby="feed-sync-title" className="mt-6 rounded-2xl border border-sand-200 bg-white p-5">
      <h2 id="feed-sync-title" className="flex items-center gap-2 font-serif text-xl font-bold text-ink-900">
        <RefreshCw aria-hidden="true" className="size-5" />
        Automatic sync
      </h2>
      <dl className="mt-3 space-y-3 text-sm">
        {syncs.map((item) => (
          <div key={item.source}>
            <dt className="font-semibold text-ink-900">
              {sourceName[item.source]}
              <span className="font-normal text-ink-700">{item.every ? ` · every ${item.every}` : " · off"}</span>
            </dt>
            <dd className={item.lastResult && !item.lastResult.ok ? "text-red-800" : "text-ink-700"}>
              {describeResult(item)}
              {item.nextAt ? ` Next: ${when(item.nextAt)}.` : ""}
              {item.lastResult?.capped ? <CappedNotice capped={item.lastResult.capped} /> : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
