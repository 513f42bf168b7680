import { site } from "./site";

const hostFirstName = site.host.name.split(" ")[0]!;

/**
 * The consultation path's words (issue 32): the call to action at the end of About, each episode
 * page and each blog post, and the assistant's answer when a question is about the listener's own
 * case. Where it leads is `BOOKING_URL`, else the contact form with "Request a consultation" chosen
 * (app/lib/consultation.ts).
 */
export const consultationCallToAction = {
  heading: "Facing this in your own family?",
  text: `The podcast and these pages are general information, not advice on your situation. To talk about your own case, book a consultation with ${hostFirstName}.`,
  linkLabel: "Book a consultation",
} as const;

/** What the assistant says before the episodes when a question sounds like the listener needs their own lawyer. */
export const assistantOwnCaseNote =
  `It sounds like this is about your own case, and I can't advise on that: a family lawyer who knows the facts can. ` +
  `You can book a consultation with ${hostFirstName}.`;
