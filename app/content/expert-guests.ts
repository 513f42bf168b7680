import { externalLinks } from "~/content/site";

/** The words of the Guest Opportunities page's "For Expert Guests" tab, apart so the default tab does not load them. */
export const guestInvitation = {
  title: "Share your expertise with listeners who need it",
  paragraphs: [
    "Are you a family-law attorney, therapist, financial professional, coach or author with practical wisdom for people navigating divorce? Claire would love to hear from you.",
    "Guest appearances are a paid feature. Every conversation is planned with you, professionally produced and promoted to our community, and becomes a lasting resource for your own audience.",
  ],
} as const;

export const pastGuestsTitle = "Past Expert Guests";

export type PastGuest = { name: string; credentials: string; bio: string };

/** Fictional, like the host: sample guests for the sample show. */
export const pastGuests: readonly PastGuest[] = [
  {
    name: "Dr. Maya Lindqvist",
    credentials: "Child Psychologist",
    bio: "Dr. Lindqvist has spent fifteen years helping children adjust to two-home families. On the show she explained how to tell kids about divorce, at every age.",
  },
  {
    name: "Marcus Bell, CDFA",
    credentials: "Certified Divorce Financial Analyst",
    bio: "Marcus helps clients untangle retirement accounts, the family home and support. His episode on the first ninety days of financial planning is a listener favorite.",
  },
  {
    name: "Renée Okafor, LMFT",
    credentials: "Marriage and Family Therapist & Co-Parenting Coach",
    bio: "Renée works with high-conflict co-parents. She shared her framework for calmer hand-offs and respectful communication, even when trust is low.",
  },
];

export type GuestBenefit = {
  title: string;
  description: string;
  icon: "planning" | "production" | "link" | "promotion";
};

export const guestBenefitsTitle = "What You Will Receive";

export const guestBenefits: readonly GuestBenefit[] = [
  {
    title: "Strategic Episode Planning Session",
    description:
      "A one-on-one call with Claire to shape your topic, key takeaways and the story that will resonate with our listeners.",
    icon: "planning",
  },
  {
    title: "Professional Recording and Production",
    description: "Remote studio-quality recording guidance, full editing and mastering, so you sound your best.",
    icon: "production",
  },
  {
    title: "Dedicated Episode Link",
    description:
      "A permanent link to your episode with show notes and your contact details, ready for your website, newsletter and media kit.",
    icon: "link",
  },
  {
    title: "Targeted Social Media Promotion",
    description:
      "Promotion of your episode to our social media community, with graphics and clips you are welcome to share.",
    icon: "promotion",
  },
];

export const guestApplication = {
  title: "Ready to be a guest?",
  description:
    "Tell us about your expertise and the conversation you would like to have. We review every application and reply within a week.",
  linkLabel: "Apply to Be a Guest",
  href: externalLinks.guestApplicationForm,
} as const;
