import type { ReactNode } from "react";

/**
 * The eyebrow, h2 and lead paragraph that open a page section, so every section of every page
 * shares one rhythm. `tone="dark"` is for sections on a brand-900 background.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = "left",
  tone = "light",
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: "left" | "center";
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  return (
    <div className={align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow ? (
        <p className={`text-sm font-semibold tracking-wider uppercase ${dark ? "text-brand-200" : "text-brand-700"}`}>
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={`mt-2 font-serif text-3xl font-bold text-balance sm:text-4xl ${dark ? "text-white" : "text-ink-900"}`}
      >
        {title}
      </h2>
      {children ? (
        <div className={`mt-4 space-y-4 text-lg ${dark ? "text-brand-100" : "text-ink-700"}`}>{children}</div>
      ) : null}
    </div>
  );
}
