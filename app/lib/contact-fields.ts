/**
 * The contact form's options, limits and messages. Kept apart from the Zod schema so the page's
 * browser bundle does not carry the validation library.
 */
export const contactInquiryOptions = [
  { value: "guest", label: "Apply to Be a Guest (paid appearance)" },
  { value: "media", label: "Media Inquiry" },
  { value: "general", label: "General Question" },
] as const;

export type ContactInquiry = (typeof contactInquiryOptions)[number]["value"];

export const contactLimits = { name: 100, email: 254, message: 5000 } as const;

export type ContactField = "name" | "email" | "inquiry" | "message";
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** The hidden field a person never sees or fills; bots that fill every input do. */
export const contactHoneypotField = "website";

export const contactSuccessMessage = "Thank you! Your message has been sent. We'll be in touch soon.";
