import { analyticsPrivacy } from "~/content/analytics-privacy";

/**
 * The privacy page's "Visitor statistics" (app/content/analytics-privacy.ts, which follows
 * docs/decisions/0028-privacy-first-analytics.md): what is counted, what is not kept, for how long,
 * and what switching it off means; with ANALYTICS=off it says first that nothing is counted now.
 */
export function AnalyticsPrivacySection({ analyticsOn }: { analyticsOn: boolean }) {
  const { collected, notCollected, retention, choices, switchedOff } = analyticsPrivacy;
  return (
    <section aria-labelledby="privacy-analytics" className="mt-10">
      <h2 id="privacy-analytics" className="font-serif text-2xl font-bold text-ink-900">
        {analyticsPrivacy.title}
      </h2>
      <div className="mt-3 space-y-4 text-lg leading-relaxed text-ink-700">
        {analyticsOn ? null : <p className="font-semibold text-ink-900">{analyticsPrivacy.analyticsOff}</p>}
        <p>{analyticsPrivacy.intro}</p>
        {[collected, notCollected].map((part) => (
          <div key={part.title}>
            <h3 className="font-serif text-xl font-bold text-ink-900">{part.title}</h3>
            <ul className="mt-2 list-disc space-y-2 pl-6">
              {part.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
        ))}
        {[retention, choices, switchedOff].map((part) => (
          <div key={part.title}>
            <h3 className="font-serif text-xl font-bold text-ink-900">{part.title}</h3>
            <p className="mt-2">{part.text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
