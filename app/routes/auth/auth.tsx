import { site } from "~/content/site";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = () => [
  { title: `Sign in | ${site.podcastName}` },
  { name: "robots", content: "noindex" },
];

// The sign-in and sign-up forms arrive with the accounts work.
export default function Auth() {
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-3xl border border-sand-200 bg-white p-8 text-center shadow-sm">
        <h1 className="font-serif text-3xl font-bold text-ink-900">Welcome</h1>
        <p className="mt-2 text-ink-700">Sign in to manage episodes</p>
        <p className="mt-6 rounded-xl bg-sand-100 p-4 text-sm text-ink-700">
          Accounts are not open yet. Please check back soon.
        </p>
      </div>
    </section>
  );
}
