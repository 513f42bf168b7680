import { publicPages } from "./public-pages";

export type NavLinkItem = { label: string; to: string };

const link = (page: (typeof publicPages)[number]): NavLinkItem => ({ label: page.name, to: page.path });

/** The header's seven links, in the spec's order (app/content/public-pages.ts). */
export const headerLinks: readonly NavLinkItem[] = publicPages.filter((page) => page.header).map(link);

/**
 * The footer's internal links (the header's, less Guest Opportunities, as the spec lists them, and
 * the guests' pages, which have no place in the spec's header).
 */
export const footerLinks: readonly NavLinkItem[] = publicPages.filter((page) => page.footer === true).map(link);

/** The footer's bottom line: the disclaimer, privacy and "Browsing safely" pages. */
export const legalFooterLinks: readonly NavLinkItem[] = publicPages.filter((page) => page.footer === "legal").map(link);
