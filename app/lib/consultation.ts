import { consultationInquiry } from "./contact-fields";

/** Where "Book a consultation" leads: the owner's booking page (leaving the site) or the contact form. */
export type ConsultationLink = { href: string; external: boolean };

/** The contact form with "Request a consultation" chosen: the path when no booking page is set. */
export const consultationContactHref = `/contact?inquiry=${consultationInquiry}`;

/** `BOOKING_URL` (validated as http(s) in app/.server/env.ts) when set, else the contact form. */
export function consultationLink(bookingUrl: string | undefined): ConsultationLink {
  return bookingUrl ? { href: bookingUrl, external: true } : { href: consultationContactHref, external: false };
}
