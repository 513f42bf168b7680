import { jurisdictionList } from "./legal";
import { site } from "./site";

/**
 * The long legal pages' words (/disclaimer, /privacy, /browsing-safely), apart from the short
 * notices in ./legal.ts, which the layout imports: so these pages' text loads with those pages only,
 * not with the layout every page loads.
 */

/** A block of a long page: a heading and its paragraphs, or a list under a lead-in. */
export type LegalSection = { heading: string; paragraphs: readonly string[]; list?: readonly string[] };

export const disclaimerPage = {
  title: "Disclaimer",
  description: `What ${site.podcastName} is and is not: general information about divorce and family law, not legal advice, and no attorney–client relationship.`,
  lead: "This podcast, its blog and its assistant share general information about divorce and family law. They are not legal advice about your situation.",
  sections: [
    {
      heading: "Not legal advice",
      paragraphs: [
        "Family law differs from state to state and changes over time, and the right answer depends on the facts of your own case. What you hear or read here may not apply to you, and it may be out of date.",
        "Before you act, or decide not to act, on anything here, talk to a lawyer licensed where you live who can look at your situation.",
      ],
    },
    {
      heading: "No attorney–client relationship",
      paragraphs: [
        `Listening to an episode, reading a post, asking the assistant a question or sending a message through this site does not make you ${site.host.name}'s client. An attorney–client relationship only begins when both sides agree to it in writing.`,
        "Please do not send confidential details about your case through this site: until you are a client, what you send may not be protected.",
      ],
    },
    {
      heading: "Where the host is licensed",
      paragraphs: [
        `${site.host.name} is licensed to practise law in ${jurisdictionList()}. Nothing on this site is an offer to represent anyone in a state where she is not licensed.`,
      ],
    },
    {
      heading: "Guests and links",
      paragraphs: [
        "Guests speak for themselves. Their views are not necessarily the host's, and the host does not vouch for their services. Links to other websites are for convenience; we do not control what they say.",
      ],
    },
    {
      heading: "If you are in danger",
      paragraphs: [
        "If you or your children are in danger, call 911 (or your local emergency number). The Browsing safely page explains how to leave this site quickly and cover your tracks.",
      ],
    },
  ] satisfies readonly LegalSection[],
} as const;

export const privacyPage = {
  title: "Privacy",
  description: `What ${site.podcastName}'s website stores about you, where, and for how long, in plain words.`,
  lead: "We keep as little about you as we can. This page lists all of it.",
  sections: [
    {
      heading: "Messages you send us",
      paragraphs: [
        "When you use the contact form, we store what you typed (your name, email address, subject and message) and when you sent it, so the host can read and answer it. Only the site's administrators can see messages. Please do not include confidential details about your case.",
      ],
    },
    {
      heading: "Accounts",
      paragraphs: [
        "Only the people who run the site have accounts. For them we store an email address, a protected (hashed) password or passkey, their sign-in sessions and a record of recent sign-ins for security. Visitors do not need an account.",
      ],
    },
    {
      heading: "What your own browser keeps",
      paragraphs: [
        "Some things stay in your browser and are never sent to us: where you stopped in each episode, the episode last in the player and your playback speed (kept until you clear them), and your conversation with the assistant (kept until you close the tab).",
        "The Leave site button clears all of these at once. The Browsing safely page explains how to clear the rest of your history.",
      ],
    },
    {
      heading: "Questions you ask the assistant",
      paragraphs: [
        "The words of each question you ask the assistant and each archive search are kept for 180 days, with no IP address, cookie or account attached, so the host can see which topics listeners look for.",
      ],
    },
    {
      heading: "What we do not do",
      paragraphs: [
        "No third-party analytics or advertising trackers, no third-party cookies, and nothing sold or shared. The site sets cookies only to keep an administrator signed in and, for a moment, to show a confirmation message after a form is sent.",
      ],
    },
  ] satisfies readonly LegalSection[],
} as const;

export const browsingSafelyPage = {
  title: "Browsing safely",
  description:
    "How to leave this site quickly and keep your visit private: the Leave site button, private windows and your browser's history.",
  lead: "If someone who might hurt you could see your screen or your device, these steps help keep your visit private. No step is perfect: if you can, use a device they cannot reach, such as a friend's or a library's.",
  sections: [
    {
      heading: "Leave this site quickly",
      paragraphs: [
        "The Leave site button at the top of every page takes you straight to a weather page. You can also press the Escape key twice. The Back button will not bring you back here, and what this site kept in your browser (your place in episodes, your conversation with the assistant) is cleared.",
      ],
    },
    {
      heading: "Use a private window",
      paragraphs: [
        "A private window (Incognito in Chrome, InPrivate in Edge, a Private Window in Firefox and Safari) does not keep your history once you close it. Close every private window when you are done.",
      ],
    },
    {
      heading: "Clear your history",
      paragraphs: [
        "In a normal window, your browser remembers the pages you visit. To remove this site, open your browser's history (Ctrl+H on Windows, Cmd+Y in Safari on a Mac, or the History item in the menu on a phone), find this site's pages and delete them. Deleting only some entries may look less suspicious than clearing everything.",
      ],
    },
    {
      heading: "Other traces",
      paragraphs: [
        "Emails, texts and call logs can show that you contacted a lawyer. If someone else can read your email, think about using an address only you know.",
        "If you are in danger, call 911 (or your local emergency number). In the United States, the National Domestic Violence Hotline is at 1-800-799-7233, or text START to 88788.",
      ],
    },
  ] satisfies readonly LegalSection[],
} as const;
