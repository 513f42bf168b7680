import { subscribeButton, subscribeHoneypotField, subscribeHeading, subscribeIntro } from "~/lib/email-subscription";
import { buttonClassName } from "./ui/button";

/**
 * The "Get new episodes by email" form: a plain HTML form that posts to /subscribe, so it works
 * without JavaScript. Rendered by the footer on the server (app/lib/server-parts.ts), it costs no
 * page any JavaScript; at the end of episodes and posts it comes with code loaded after the page's
 * (components/page-end/page-end.tsx). `tone` fits it to the dark footer or a light page; `idPrefix` keeps its ids
 * apart when a page shows it twice, and `where` (words only a screen reader hears, after the heading)
 * its name: two forms named alike are two landmarks nobody can tell apart. `Heading` is `h2` where the
 * form is a section of the page (the end of an episode or post), a paragraph in the footer.
 */
export function EmailSignupForm({
  idPrefix,
  tone = "light",
  email,
  error,
  where,
  Heading = "p",
}: {
  idPrefix: string;
  tone?: "light" | "dark";
  email?: string;
  error?: string;
  where?: string;
  Heading?: "p" | "h2";
}) {
  const dark = tone === "dark";
  const errorId = `${idPrefix}-error`;
  return (
    <form method="post" action="/subscribe" className="max-w-md" aria-labelledby={`${idPrefix}-heading`}>
      <Heading
        id={`${idPrefix}-heading`}
        className={`font-serif text-lg font-bold ${dark ? "text-white" : "text-ink-900"}`}
      >
        {subscribeHeading}
        {/* In brackets, as a screen reader says it with or without a space before it. */}
        {where ? <span className="sr-only"> ({where})</span> : null}
      </Heading>
      <p className={`mt-1 text-sm ${dark ? "text-sand-200" : "text-ink-700"}`}>{subscribeIntro}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <label htmlFor={`${idPrefix}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${idPrefix}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          placeholder="you@example.com"
          defaultValue={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-w-0 flex-1 rounded-full border border-sand-300 bg-white px-4 py-2 text-base text-ink-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
        <button type="submit" className={buttonClassName({ size: "sm", variant: dark ? "secondary" : "primary" })}>
          {subscribeButton}
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className={`mt-2 text-sm font-medium ${dark ? "text-red-200" : "text-red-800"}`}>
          {error}
        </p>
      ) : null}
      {/* Hidden from people and assistive technology; only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${idPrefix}-website`}>Leave this field empty</label>
        <input id={`${idPrefix}-website`} name={subscribeHoneypotField} type="text" tabIndex={-1} autoComplete="off" />
      </div>
    </form>
  );
}
