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

/**
 * The box a visitor must tick before the form is sent (issue 32). The server refuses a message
 * without it and stores, with the message, when it was ticked and `version`: a fingerprint of this
 * exact wording, so a change of wording is a new version by itself, with nothing to remember to bump.
 */
const acknowledgementText =
  "I understand that sending this form does not make me a client, and I will not include confidential details";

export const contactAcknowledgement = {
  text: acknowledgementText,
  version: wordingVersion(acknowledgementText),
  /** What the form says when the box was not ticked. */
  missing: "Please tick this box to confirm you understand before sending your message.",
} as const;

/** `ack-` and the FNV-1a hash of the wording (8 hex digits): the same words, the same version. */
export function wordingVersion(wording: string): string {
  let hash = 0x811c9dc5;
  for (const unit of wording) {
    hash ^= unit.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `ack-${hash.toString(16).padStart(8, "0")}`;
}

/** The optional conflict-check field: shown to the admin only, never on a public page, in a log or in the email notice. */
export const contactOtherParty = {
  label: "Other party's full name",
  hint: "Optional. For a conflict check before we reply: the full name of your spouse, former partner or the other parent.",
} as const;
