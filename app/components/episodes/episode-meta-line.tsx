import { formatLongDate } from "~/lib/dates";
import { formatDuration } from "~/lib/episode-view";

/** "March 4, 2025 · 45 min": the date in the spec's US long format and how long it runs. */
export function EpisodeMetaLine({
  publishedDate,
  durationSeconds,
  className = "",
}: {
  publishedDate: string;
  durationSeconds: number | null;
  className?: string;
}) {
  const duration = formatDuration(durationSeconds);
  return (
    <p className={`text-sm text-ink-700 ${className}`}>
      <time dateTime={publishedDate}>{formatLongDate(publishedDate)}</time>
      {duration ? (
        <>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {/* "45 min" never breaks into "45 / min" on a narrow card. */}
          <span className="whitespace-nowrap">{duration}</span>
        </>
      ) : null}
    </p>
  );
}
