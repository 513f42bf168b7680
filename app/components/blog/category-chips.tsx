import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { ALL_CATEGORIES, blogArchiveHref } from "~/lib/blog";

/**
 * The blog archive's category filter. Phones: one row that scrolls sideways (wrapped, the chips took
 * seven rows before the first article); its right edge fades so a chip cut there reads as "more this
 * way", and the chosen category is scrolled into the row's view. Wider screens: the chips wrap.
 */
export function CategoryChips({
  categories,
  category,
  query,
}: {
  categories: string[];
  category: string;
  query: string;
}) {
  const rowRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const row = rowRef.current;
    const chosen = row?.querySelector<HTMLElement>('[aria-current="page"]')?.parentElement;
    if (!row || !chosen) return;
    // Only the row scrolls (not the page, as scrollIntoView would): the chip sits at the row's start.
    const hidden = chosen.offsetLeft + chosen.offsetWidth > row.scrollLeft + row.clientWidth;
    if (hidden) row.scrollLeft = chosen.offsetLeft - parseFloat(getComputedStyle(row).paddingLeft);
  }, [category]);

  return (
    <nav aria-label="Categories" className="mt-5">
      <ul
        ref={rowRef}
        className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pr-10 pb-2 [mask-image:linear-gradient(to_right,#000_calc(100%-2.5rem),transparent)] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0 sm:[mask-image:none]"
      >
        {[ALL_CATEGORIES, ...categories].map((chip) => {
          const active = chip === category;
          return (
            <li key={chip} className="shrink-0">
              <Link
                to={blogArchiveHref({ query, category: chip })}
                aria-current={active ? "page" : undefined}
                preventScrollReset
                className={`inline-block rounded-full border px-4 py-1.5 text-sm font-semibold whitespace-nowrap ${
                  active
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-sand-300 bg-white text-ink-800 hover:bg-sand-100"
                }`}
              >
                {chip === ALL_CATEGORIES ? "All" : chip}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
