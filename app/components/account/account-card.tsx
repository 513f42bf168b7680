import type { ReactNode } from "react";

/**
 * One titled card of the account page: a section named by its heading. `danger` marks the one whose
 * action cannot be undone (deleting the account).
 */
export function AccountCard({
  id,
  title,
  danger = false,
  className = "mt-8",
  children,
}: {
  /** Prefix of the heading's id, unique on the page. */
  id: string;
  title: string;
  danger?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`${className} rounded-3xl border ${danger ? "border-red-200" : "border-sand-200"} bg-white p-6 shadow-sm sm:p-8`}
    >
      <h2 id={`${id}-title`} className="font-serif text-2xl font-bold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
