import { externalLinks, site } from "~/content/site";

/** The About page's words: who the host is, in her own voice where it matters. */
export const aboutIntro = {
  eyebrow: "About the Host",
  title: `Meet ${site.host.name}`,
  lead: "Family-law attorney, certified mediator, and the voice behind Untangled.",
} as const;

export const biography: readonly string[] = [
  "Claire Morrow has spent more than twenty years helping families through the hardest transition most of them will ever face. She began her career as a litigator, arguing custody and property cases in court, and watched too many parents spend their savings and their goodwill fighting over decisions they could have made together.",
  "That experience led her to mediation. Today Claire is a certified family mediator and collaborative-law attorney who has guided more than two thousand families through separation, with a practice built on one belief: the way you divorce shapes the life you have afterward, especially for your children.",
  "In 2019 she started Untangled: The Divorce Podcast to give everyone the kind of honest, plain-language guidance her clients get in her office. Each week she is joined by judges, therapists, financial analysts and people who have lived it, and the show has grown to more than five million streams and a place in the top 1% of podcasts worldwide.",
  "Outside the studio Claire coaches people through the emotional and practical side of divorce, trains professionals in conflict resolution, and speaks to audiences across the country. She lives in the Pacific Northwest with her two teenagers, one very opinionated rescue dog, and a co-parent she still shares Sunday dinners with.",
];

export const pullQuote = {
  quote:
    "Divorce is a legal process, but it is a human one first. When people feel heard and informed, they make better decisions, and their children feel the difference for years.",
  attribution: site.host.name,
  attributionRole: "Host of Untangled",
} as const;

export const coachingCallToAction = {
  title: "Work with Claire one-on-one",
  description:
    "Claire offers private divorce coaching, mediation consultations and conflict-resolution training for professionals through her coaching and consulting practice.",
  linkLabel: "Visit Claire's Coaching & Consulting Site",
  href: externalLinks.coachingSite,
} as const;

export const mediaGridIntro = {
  title: "In the Media",
  description:
    "Talks, interviews and features where Claire shares what she has learned from the other side of the table.",
} as const;
