import { formatTimestamp, type MomentLink } from "~/lib/episode-extras";
import type { TranscriptMoment } from "./transcript-moments";

/** A transcript match as a result shows it: the episode page at that moment opens its player there. */
export function toMomentLink(slug: string, moment: TranscriptMoment): MomentLink {
  return {
    text: moment.text,
    time: formatTimestamp(moment.startSeconds),
    seconds: moment.startSeconds,
    href: `/episodes/${slug}?t=${moment.startSeconds}`,
  };
}
