export type NavLinkItem = { label: string; to: string };

/** The header's seven links, in the spec's order. */
export const headerLinks: readonly NavLinkItem[] = [
  { label: "Home", to: "/" },
  { label: "About", to: "/about" },
  { label: "Latest Episode", to: "/latest-episode" },
  { label: "Blog", to: "/blog" },
  { label: "Resources", to: "/resources" },
  { label: "Guest Opportunities", to: "/guest-opportunities" },
  { label: "Contact", to: "/contact" },
];

/**
 * The footer's internal links (the header's, less Guest Opportunities, as the spec lists them, and
 * the guests' pages, which have no place in the spec's header).
 */
export const footerLinks: readonly NavLinkItem[] = [
  { label: "Home", to: "/" },
  { label: "About", to: "/about" },
  { label: "Latest Episode", to: "/latest-episode" },
  { label: "Guests", to: "/guests" },
  { label: "Blog", to: "/blog" },
  { label: "Resources", to: "/resources" },
  { label: "Contact", to: "/contact" },
];
