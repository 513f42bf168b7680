import type { AnchorHTMLAttributes } from "react";

/**
 * A link that leaves the site: opens in a new tab, never hands the new page a reference to this one,
 * and tells screen-reader users that a tab will open.
 */
export function ExternalLink({
  children,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> & { href: string }) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
