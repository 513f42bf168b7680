import { externalLinks } from "~/content/site";

/** The About page's media grid: talks, interviews and press. Cards with a `videoUrl` link out. */
export type MediaCard = {
  title: string;
  outlet: string;
  description: string;
  image: string;
  imageAlt: string;
  videoUrl?: string;
};

export const mediaCards: readonly MediaCard[] = [
  {
    title: "Divorce in the Digital Age",
    outlet: "Lawline Live",
    description:
      "A panel on shared calendars, co-parenting apps and why every text message can end up in front of a judge.",
    image: "/images/media-1.svg",
    imageAlt: "Claire Morrow speaking on a panel of family-law professionals",
    videoUrl: externalLinks.mediaPanelVideo,
  },
  {
    title: "Mediation Before Litigation",
    outlet: "Family Matters Radio Live",
    description:
      "Claire's keynote on how mediation keeps decisions in the family's hands and saves months of conflict and legal fees.",
    image: "/images/media-2.svg",
    imageAlt: "Claire Morrow giving a keynote talk on stage",
    videoUrl: externalLinks.mediaKeynoteVideo,
  },
  {
    title: "Co-Parenting Through the Holidays",
    outlet: "Heartland Morning Show",
    description:
      "Practical scripts for sharing school breaks, birthdays and traditions without turning the calendar into a battleground.",
    image: "/images/media-3.svg",
    imageAlt: "Claire Morrow in a television studio interview",
    videoUrl: externalLinks.mediaMorningShowVideo,
  },
  {
    title: "The Lawyer Who Wants You to Stay Out of Court",
    outlet: "Second Chapter Magazine",
    description:
      "A profile of Claire's path from courtroom litigator to mediator and podcast host, and the families who changed her mind.",
    image: "/images/media-4.svg",
    imageAlt: "Claire Morrow at the microphone in the Untangled recording studio",
  },
];
