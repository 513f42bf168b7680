import { externalLinks, site } from "~/content/site";

/** The home page's words, apart from the outlets and value cards which have modules of their own. */
export const homeHero = {
  eyebrow: `Hosted by ${site.host.name}, ${site.host.role}`,
  intro: [
    "Whether you are thinking about separating, in the middle of a divorce, or rebuilding afterward, you do not have to figure it out alone.",
    "Each week family-law attorney and mediator Claire Morrow and her expert guests answer the questions people are afraid to ask: about custody, money, mediation, court and the feelings nobody warns you about.",
  ],
} as const;

export const featuredBanner = {
  eyebrow: "Featured Interview",
  title: "Claire on The Morning Ledger Live",
  description:
    "Claire joined a televised panel to talk about why more couples are choosing mediation over litigation, and what every parent should know before the first conversation with a lawyer.",
  linkLabel: "Watch the Interview",
  href: externalLinks.featuredVideo,
} as const;

export const closingCallToAction = {
  title: "Your next chapter starts with one conversation",
  description:
    "New episodes every week on Apple Podcasts, Spotify and Podbean. Press play on the latest one and take the first steady step forward.",
} as const;

export const valueCardsIntro = {
  eyebrow: "Why Listeners Tune In",
  title: "Clarity for every step of the way",
  description: "Straight answers from people who have seen it all, and encouragement for the life that comes next.",
} as const;
