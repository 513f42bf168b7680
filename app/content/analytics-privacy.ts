/**
 * The analytics section of the privacy page, in plain words (docs/decisions/0028-privacy-first-
 * analytics.md, which this must stay true to). The /privacy page renders it
 * (components/legal/analytics-privacy-section.tsx); with ANALYTICS=off `analyticsOff` comes first, so
 * a visitor reads that nothing is counted now, and the rest says what would be.
 */
export const analyticsPrivacy = {
  title: "Visitor statistics",
  intro:
    "To learn which pages and episodes are useful, this site counts visits itself. It uses no cookies, no tracking services and no advertising networks.",
  collected: {
    title: "What is counted",
    points: [
      "The page you open, without anything after a question mark in its address.",
      "The website that sent you here (only its name, such as google.com) and any campaign tags in the link you followed.",
      "Whether you use a phone, a tablet or a computer, and which kind of browser.",
      "For episodes played on this site: which episode, where you started, which parts you listened to (to the nearest 10 seconds), the playback speed, whether you reached the end, and whether you started it from an answer of the site's assistant. For an episode played in this site's player on another website: only which episode and where you started.",
      "A click on “Book a consultation”, with the page it was on.",
      "When you send a message through the contact form: its type (such as “Request a consultation”) and the day, counted together with the pages you viewed and the episodes you played earlier that day. These counts are kept apart from your message: they do not include your name, your email address, what you wrote or the time of day, and nothing about your visit is added to your message.",
    ],
  },
  notCollected: {
    title: "What is not kept",
    points: [
      "Your IP address, your full browser details, your name or your account are never stored with these counts.",
      "Nothing is saved in your browser for these counts: no cookie and no local storage.",
      "To count each visitor once a day, the site mixes your IP address and browser details with a random value that changes every day and is deleted the next day. After that, nobody, including the site's owner, can tell whether two days' visits came from the same person.",
    ],
  },
  retention: {
    title: "How long",
    text: "The individual counts are deleted after 30 days. Daily totals (such as how many people read a page on a given day, or how many messages followed a visit to it) are kept. The site's owner can delete all of it at any time.",
  },
  choices: {
    title: "Your choices",
    text: "If your browser sends Do Not Track or Global Privacy Control, nothing is counted, and a message you send is not counted either. Known search engine robots and signed-in administrators are not counted.",
  },
  switchedOff: {
    title: "Switched off",
    text: "The site's owner can switch these statistics off entirely (the ANALYTICS=off setting). Then no counting script is sent to your browser, and nothing about visits, plays or messages is counted or stored.",
  },
  analyticsOff: "The statistics are switched off: this site currently counts no visits at all.",
} as const;
