import { Form } from "react-router";
import { clock, percent, retentionRows, type ListeningReport, type RetentionCurve } from "~/lib/analytics-listening";

const numberFormat = new Intl.NumberFormat("en-US");

const csvLinkClass = "ml-auto rounded-full border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-800";

/**
 * The retention curve: the share of plays still listening along the episode, drawn with the page as
 * an SVG whose shapes stretch with its width (`preserveAspectRatio="none"`, strokes that do not
 * scale), chapters marked as numbered lines. Its words (axis, chapter numbers) are HTML placed by
 * percentage, so they keep their size at 390 px as at 1366 px; all of them are aria-hidden, since the
 * SVG's label sums the curve up and the table under it has every figure.
 */
function RetentionChart({ curve }: { curve: RetentionCurve }) {
  const buckets = curve.points.length;
  const x = (second: number) => (second / curve.durationSeconds) * 100;
  const y = (share: number) => 100 - share * 100;
  const middles = curve.points.map((point, index) => `${((index + 0.5) / buckets) * 100},${y(point.share)}`);
  const first = y(curve.points[0]!.share);
  const last = y(curve.points.at(-1)!.share);
  const line = `M0,${first} L${middles.join(" L")} L100,${last}`;
  return (
    <div className="flex gap-2">
      <div aria-hidden="true" className="mt-6 flex h-48 flex-col justify-between text-right text-xs text-ink-700">
        <span>100%</span>
        <span>50%</span>
        <span>0%</span>
      </div>
      <div className="min-w-0 flex-1">
        <div aria-hidden="true" className="relative h-6 text-xs font-semibold text-ink-900">
          {curve.chapters.map((chapter, index) => (
            <span
              key={`${chapter.startSecond}-${index}`}
              className="absolute bottom-0 -translate-x-1/2 rounded bg-sand-200 px-1"
              style={{ left: `${Math.min(97, Math.max(3, x(chapter.startSecond)))}%` }}
            >
              {index + 1}
            </span>
          ))}
        </div>
        <svg
          role="img"
          aria-label={curve.summary}
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          className="block h-48 w-full border-b border-l border-sand-300 bg-white"
          data-chart="retention"
        >
          {[25, 50, 75].map((level) => (
            <line
              key={level}
              x1={0}
              x2={100}
              y1={level}
              y2={level}
              vectorEffect="non-scaling-stroke"
              className="stroke-sand-200"
            />
          ))}
          <path d={`${line} L100,100 L0,100 Z`} className="fill-brand-100" />
          <path d={line} fill="none" strokeWidth={2} vectorEffect="non-scaling-stroke" className="stroke-brand-700" />
          {curve.chapters.map((chapter, index) => (
            <line
              key={`${chapter.startSecond}-${index}`}
              x1={x(chapter.startSecond)}
              x2={x(chapter.startSecond)}
              y1={0}
              y2={100}
              strokeDasharray="4 3"
              vectorEffect="non-scaling-stroke"
              className="stroke-sand-700"
              data-chapter={index + 1}
            />
          ))}
        </svg>
        <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-ink-700 tabular-nums">
          <span>0:00</span>
          <span>{clock(curve.durationSeconds / 2)}</span>
          <span>{clock(curve.durationSeconds)}</span>
        </div>
      </div>
    </div>
  );
}

function RetentionTable({ curve }: { curve: RetentionCurve }) {
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-semibold text-brand-800">Table: where listeners stop</summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Where listeners stop: {curve.title}</caption>
          <thead>
            <tr className="border-b border-sand-200 text-ink-700">
              <th scope="col" className="py-2">
                Part
              </th>
              <th scope="col" className="py-2 pl-3">
                Chapter
              </th>
              <th scope="col" className="py-2 pl-3 text-right">
                Still listening
              </th>
              <th scope="col" className="py-2 pl-3 text-right">
                Share of plays
              </th>
            </tr>
          </thead>
          <tbody>
            {/* A short episode's parts that start in the same second are one row (retentionRows). */}
            {retentionRows(curve.points).map((point) => (
              <tr key={point.range} className="border-b border-sand-100">
                <th scope="row" className="py-1 font-normal whitespace-nowrap text-ink-900 tabular-nums">
                  {point.range}
                </th>
                <td className="py-1 pl-3 text-ink-700">{point.chapter ?? ""}</td>
                <td className="py-1 pl-3 text-right tabular-nums">{numberFormat.format(point.listeners)}</td>
                <td className="py-1 pl-3 text-right tabular-nums">{percent(point.share)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/**
 * Per episode: plays and the average share heard, then one episode's retention curve with its
 * chapters (the most played of the period unless another is chosen). The chooser is a GET form, so
 * it works by keyboard and without JavaScript. Every title is text React escapes.
 */
export function EpisodeListening({ listening, days }: { listening: ListeningReport; days: number }) {
  const { episodes, chosen } = listening;
  return (
    <>
      <section aria-labelledby="analytics-listening" className="mt-10">
        <div className="flex flex-wrap items-baseline gap-3">
          <h3 id="analytics-listening" className="font-serif text-xl font-bold text-ink-900">
            Listening by episode
          </h3>
          <a href={`/admin/analytics.csv?days=${days}&table=listening`} download className={csvLinkClass}>
            Export CSV<span className="sr-only">: listening by episode</span>
          </a>
        </div>
        {episodes.length === 0 ? (
          <p className="mt-3 text-ink-700">Nothing in this period yet.</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm" aria-labelledby="analytics-listening">
              <thead>
                <tr className="border-b border-sand-200 text-ink-700">
                  <th scope="col" className="py-2">
                    Episode
                  </th>
                  <th scope="col" className="py-2 pl-3 text-right">
                    Plays
                  </th>
                  <th scope="col" className="py-2 pl-3 text-right">
                    Average listened share
                  </th>
                </tr>
              </thead>
              <tbody>
                {episodes.map((episode) => (
                  <tr key={episode.slug} className="border-b border-sand-100">
                    <th scope="row" className="py-2 pr-1 font-normal text-ink-900">
                      {episode.title}
                    </th>
                    <td className="py-2 pl-3 text-right tabular-nums">{numberFormat.format(episode.plays)}</td>
                    <td className="py-2 pl-3 text-right tabular-nums">{percent(episode.listenedShare)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="analytics-retention" className="mt-10">
        <div className="flex flex-wrap items-baseline gap-3">
          <h3 id="analytics-retention" className="font-serif text-xl font-bold text-ink-900">
            Where listeners stop
          </h3>
          {chosen ? (
            <a
              href={`/admin/analytics.csv?days=${days}&table=retention&episode=${chosen.slug}`}
              download
              className={csvLinkClass}
            >
              Export CSV<span className="sr-only">: where listeners stop in {chosen.title}</span>
            </a>
          ) : null}
        </div>
        <p className="mt-3 text-ink-700">
          The share of plays still listening at each point of the episode, from the parts the site&apos;s player played.
          Dashed lines mark the chapters.
        </p>
        {episodes.length > 0 ? (
          <Form method="get" action="/admin/analytics" className="mt-4 flex flex-wrap items-end gap-3">
            <input type="hidden" name="days" value={days} />
            <div className="flex min-w-0 flex-col">
              <label htmlFor="retention-episode" className="text-sm font-semibold text-ink-900">
                Episode
              </label>
              <select
                key={chosen?.slug}
                id="retention-episode"
                name="episode"
                defaultValue={chosen?.slug}
                className="mt-1 max-w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-ink-900"
              >
                {episodes.map((episode) => (
                  <option key={episode.slug} value={episode.slug}>
                    {episode.title}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white">
              Show curve
            </button>
          </Form>
        ) : null}
        {listening.notPlayed ? (
          <p role="status" className="mt-3 text-ink-700">
            Nobody played the episode “{listening.notPlayed}” in this period.
          </p>
        ) : null}
        {chosen ? (
          <figure className="mt-6" aria-labelledby="retention-caption">
            <figcaption id="retention-caption" className="mb-2 text-ink-900">
              <span className="font-semibold">{chosen.title}</span>: {numberFormat.format(chosen.plays)}{" "}
              {chosen.plays === 1 ? "play" : "plays"}, {percent(chosen.listenedShare)} heard on average
            </figcaption>
            <RetentionChart curve={chosen} />
            {chosen.chapters.length > 0 ? (
              <ol className="mt-3 grid gap-1 text-sm text-ink-700 sm:grid-cols-2" aria-label="Chapters">
                {chosen.chapters.map((chapter, index) => (
                  <li key={`${chapter.startSecond}-${index}`}>
                    <span className="mr-1 rounded bg-sand-200 px-1 font-semibold text-ink-900">{index + 1}</span>
                    <span className="tabular-nums">{clock(chapter.startSecond)}</span> {chapter.title}
                  </li>
                ))}
              </ol>
            ) : null}
            <RetentionTable curve={chosen} />
          </figure>
        ) : episodes.length === 0 ? (
          <p className="mt-3 text-ink-700">Nothing in this period yet.</p>
        ) : null}
      </section>
    </>
  );
}
