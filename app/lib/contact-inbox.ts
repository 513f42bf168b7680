import { defineAdminList } from "./admin/admin-list";
import { contactInquiryOptions } from "./contact-fields";

/** The admin inbox's filter (`?mf=`): every message, the unread ones, the open ones, the handled ones. */
export const contactInboxFilters = [
  { value: "all", label: "All messages" },
  { value: "unread", label: "Unread" },
  { value: "open", label: "Not handled" },
  { value: "handled", label: "Handled" },
] as const;

export type ContactInboxFilter = (typeof contactInboxFilters)[number]["value"];

/** The inbox: searched (`?mq=`), filtered (`?mf=`) and paged (`?mp=`) on the server. */
export const contactInboxList = defineAdminList({
  path: "/admin/messages",
  params: { query: "mq", filter: "mf", page: "mp" },
  filters: contactInboxFilters,
});

/** A message's subject: the form has no subject field, so it is the inquiry type the visitor chose. */
export function contactMessageSubject(inquiry: string): string {
  return contactInquiryOptions.find((option) => option.value === inquiry)?.label ?? inquiry;
}

/**
 * "Reply by email": a mailto: link to the sender with "Re: <subject>" (RFC 6068). The address and
 * subject are percent-encoded, so nothing in them can add a recipient, a header or a body; `@` stays
 * readable.
 */
export function replyByEmailHref({ email, subject }: { email: string; subject: string }): string {
  const to = encodeURIComponent(email).replace(/%40/g, "@");
  return `mailto:${to}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}

export type ContactInboxRow = {
  id: string;
  name: string;
  email: string;
  inquiry: string;
  message: string;
  /** For the owner's conflict check (admin only: never on a public page, in a log or in the notice). */
  otherPartyName: string | null;
  /** When the visitor ticked the acknowledgement, and the wording's version; null on older messages. */
  acknowledgedAt: string | null;
  acknowledgementVersion: string | null;
  isRead: boolean;
  handledAt: string | null;
  createdAt: string;
};

export type ContactInboxData = {
  messages: ContactInboxRow[];
  /** The search (`?mq=`), filter (`?mf=`) and page (`?mp=`) the list shows. */
  query: string;
  filter: ContactInboxFilter;
  page: number;
  pageCount: number;
  /** Messages matching the search and filter. */
  total: number;
  /** Unread messages in the whole inbox, whatever the search. */
  unread: number;
};
