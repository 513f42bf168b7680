import { ANALYTICS_ATTRIBUTE } from "~/lib/page-load-attributes";

/**
 * The inline script that counts the page a visit lands on, and a click on "Book a consultation"
 * from any page of it (docs/decisions/0028-privacy-first-analytics.md). It is the head's, not the
 * beacon's (app/lib/analytics-beacon.ts), because a public page's scripts load only when the reader
 * first moves to use it (docs/decisions/0034-scripts-on-first-intent.md): a visit that only reads
 * is counted all the same, and a booking link followed before them is too. The beacon, once loaded,
 * counts the pages reached by client-side navigation and what the player plays.
 *
 * The event is the schema's (.server/analytics/analytics-event-schema.ts): the path, and where the
 * visit came from: an outside referrer's host and the UTM tags. Sent as its source text: no
 * comments inside, its line breaks are taken out.
 */
function countFirstPageView(attribute: string) {
  if (!document.documentElement.hasAttribute(attribute)) return;
  const send = (event: Record<string, string>) => {
    try {
      navigator.sendBeacon("/api/analytics", JSON.stringify(event));
    } catch {
      return;
    }
  };
  const event: Record<string, string> = { k: "pageview", p: location.pathname };
  const query = new URLSearchParams(location.search);
  for (const key of ["source", "medium", "campaign"]) {
    const value = query.get("utm_" + key);
    if (value) event["u" + key[0]] = value.slice(0, 80);
  }
  let referrer = "";
  try {
    referrer = new URL(document.referrer).hostname;
  } catch {
    referrer = "";
  }
  if (referrer && referrer != location.hostname) event.r = referrer;
  send(event);
  addEventListener(
    "click",
    (click) => {
      if ((click.target as Element).closest?.("[data-consultation-cta] a"))
        send({ k: "booking", p: location.pathname });
    },
    true,
  );
}

/** The script's text: the function's source, its line breaks and indentation taken out, called with its attribute. */
export const firstPageViewScript = `(${countFirstPageView.toString().replace(/\n\s*/g, "")})(${JSON.stringify(ANALYTICS_ATTRIBUTE)})`;
