/**
 * The contact form's options, limits and messages. Kept apart from the Zod schema so the page's
 * browser bundle does not carry the validation library.
 */
export const contactInquiryOptions = [
  { value: "guest", label: "Apply to Be a Guest (paid appearance)" },
  { value: "media", label: "Media Inquiry" },
  { value: "general", label: "General Question" },
  // Beyond the spec's three: the consultation path (issue 32), preselected by `/contact?inquiry=consultation`.
  { value: "consultation", label: "Request a consultation" },
] as const;

/** The inquiry type the consultation path preselects. */
export const consultationInquiry = "consultation" satisfies ContactInquiry;

export type ContactInquiry = (typeof contactInquiryOptions)[number]["value"];

export const contactLimits = { name: 100, email: 254, message: 5000, otherPartyName: 200 } as const;

export type ContactField = "name" | "email" | "inquiry" | "message" | "otherPartyName" | "acknowledgement";

/** The value the acknowledgement box sends when ticked. */
export const contactAcknowledgementValue = "yes";
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** The hidden field a person never sees or fills; bots that fill every input do. */
export const contactHoneypotField = "website";

export const contactSuccessMessage = "Thank you! Your message has been sent. We'll be in touch soon.";
