import { site } from "~/content/site";

/** The Resources page's words. The guides and books themselves live in their own modules. */
export const resourcesIntro = {
  eyebrow: "Resources",
  title: "Tools to help you through divorce, and beyond it",
  description: `Free guides you can download today and the books ${site.host.name} trusts most. Use them alongside the podcast to prepare, stay organized and make decisions with a clear head.`,
} as const;

export const guidesIntro = {
  eyebrow: "Free Downloads",
  title: "Guides for Every Stage",
  description:
    "Practical, printable guides written by Claire for the questions listeners ask most. Download them, print them, and bring them to your next meeting with your attorney or mediator.",
} as const;

export const booksIntro = {
  eyebrow: "Recommended Reading",
  title: "Books Claire Recommends",
  description:
    "The books Claire returns to again and again with clients and listeners: on co-parenting, high-conflict separations, negotiation and starting over.",
} as const;

/** The "Shows we recommend" section, shown only while the owner lists shows in /admin/settings. */
export const showsIntro = {
  eyebrow: "Podroll",
  title: "Shows we recommend",
  description: "Other podcasts Claire listens to and recommends. Find them in your podcast app.",
} as const;
