import { site } from "./site";

/** The note under the contact form: what the form is not for, and the other way to write. */
export const contactNote = {
  title: "Before you write",
  points: [
    "Please do not send confidential details of your case through this form.",
    "Messages here are not legal advice, and writing does not create an attorney-client relationship.",
  ],
  emailLead: "Prefer email? Write to",
  email: site.email,
} as const;
