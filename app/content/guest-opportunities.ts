import { externalLinks } from "~/content/site";

/** The Guest Opportunities page's words. Packages live in ~/content/packages, the expert guests' tab in ~/content/expert-guests. */
export const partnerHero = {
  eyebrow: "Guest Opportunities",
  title: "Partner with the podcast",
  intro:
    "Reach an audience that listens all the way to the end. Whether you host a show of your own or bring expertise our listeners need, there is a place for you on Untangled.",
  stats: [
    { value: "5M+", label: "Total Streams" },
    { value: "Top 1%", label: "Worldwide" },
  ],
} as const;

export const featuredGuestEpisode = {
  eyebrow: "As Featured On",
  title: "Claire's guest episode on The Open Table Podcast",
  description:
    "Claire joined one of the largest talk podcasts in the country to talk about amicable divorce, co-parenting and starting over. See the kind of conversation our guests can expect.",
  linkLabel: "Watch the Episode",
  href: externalLinks.featuredGuestEpisodeVideo,
} as const;

export const tabLabels = {
  podcasters: "For Podcasters",
  guests: "For Expert Guests",
} as const;

/** When a podcaster's feature goes live (spec section 9). */
export const featureSchedule = {
  title: "How your feature runs",
  steps: [
    { day: "Monday", text: "Your episode launches with you as Claire's featured guest." },
    { day: "Thursday", text: "Your own show's episode airs in the Untangled feed, introduced by Claire." },
  ],
} as const;

export const podcasterPitch = {
  title: "Launch and grow your podcast",
  paragraphs: [
    "Launching a new show or ready to grow the one you have? The fastest way to find listeners is to be heard where they already are.",
    "Partner with Untangled and introduce your podcast to a top 1% audience of engaged, loyal listeners. We handle the planning, production and promotion, so you can focus on a great conversation.",
  ],
  packagesTitle: "Partnership Packages",
  packagesIntro:
    "Choose the package that fits your goals. Every package includes a featured episode and promotion to our audience.",
} as const;

export const whyPartner = {
  title: "Why partner with Untangled?",
  points: [
    {
      title: "Top 1% worldwide",
      description: "With more than five million streams, Untangled ranks among the top 1% of podcasts in the world.",
    },
    {
      title: "An engaged audience",
      description:
        "Our listeners are actively looking for guidance. They subscribe, share episodes with friends and follow the guests they hear.",
    },
    {
      title: "Proven success",
      description:
        "Past partners have seen new subscribers, bookings and downloads within days of their episode, and many return for a second feature.",
    },
  ],
} as const;

export const secureSpot = {
  title: "Ready to secure your spot?",
  description:
    "Feature dates fill up weeks in advance. Email us your show's name and the package you are interested in, and we will reply with the dates still open.",
  linkLabel: "Email to Secure Your Spot",
} as const;
