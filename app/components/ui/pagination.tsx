import { Link } from "react-router";
import { buttonClassName } from "./button";

/**
 * Previous / "Page N of M" / Next as links that keep the page in the URL, so every page can be
 * linked, crawled and used without JavaScript. At either end the control stays in place, marked
 * disabled, rather than disappearing.
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  label = "Pagination",
  className = "",
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  label?: string;
  className?: string;
}) {
  if (pageCount <= 1) return null;
  const control = (target: number, text: "Previous" | "Next", enabled: boolean) =>
    enabled ? (
      <Link
        to={hrefFor(target)}
        rel={text === "Previous" ? "prev" : "next"}
        className={buttonClassName({ variant: "outline", size: "sm" })}
      >
        {text}
      </Link>
    ) : (
      <span
        aria-disabled="true"
        className={buttonClassName({ variant: "outline", size: "sm", className: "opacity-50" })}
      >
        {text}
      </span>
    );
  return (
    <nav aria-label={label} className={`flex items-center justify-between gap-4 ${className}`}>
      {control(page - 1, "Previous", page > 1)}
      <p className="text-sm text-ink-700">
        Page {page} of {pageCount}
      </p>
      {control(page + 1, "Next", page < pageCount)}
    </nav>
  );
}
