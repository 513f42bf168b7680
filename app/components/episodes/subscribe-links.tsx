import { podcastPlatforms } from "~/content/site";

/** Where to follow the show: the listening apps, and this site's own feed for any other app. */
export function SubscribeLinks() {
  const links = [...podcastPlatforms, { label: "RSS feed", href: "/episodes/rss.xml" }];
  return (
    <section aria-labelledby="subscribe-heading" className="mt-10">
      <h2 id="subscribe-heading" className="font-serif text-2xl font-bold text-ink-900">
        Subscribe
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              {...(link.href.startsWith("/") ? {} : { target: "_blank", rel: "noopener noreferrer" })}
              className="inline-flex rounded-full border border-sand-300 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-sand-100"
            >
              {link.label}
              {link.href.startsWith("/") ? null : <span className="sr-only"> (opens in a new tab)</span>}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
