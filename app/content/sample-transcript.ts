/**
 * The transcript and chapters of the latest sample episode, timed to the 12-second sample audio
 * (scripts/generate-sample-audio.ts), so a fresh install shows and plays both offline.
 */
export const sampleTranscriptEpisodeTitle = "When Your Ex Won't Follow the Parenting Plan";

export const sampleTranscript = [
  { startMs: 0, endMs: 3000, speaker: "Claire Morrow", body: "Welcome back to Untangled. I'm Claire Morrow." },
  {
    startMs: 3000,
    endMs: 6000,
    speaker: "Claire Morrow",
    body: "Today: what to do when your ex won't follow the parenting plan.",
  },
  {
    startMs: 6000,
    endMs: 9000,
    speaker: "Dr. Renee Alvarez",
    body: "Thanks, Claire. The first step is always the same: write down what happened, and when.",
  },
  {
    startMs: 9000,
    endMs: 12_000,
    speaker: "Dr. Renee Alvarez",
    body: "A calm, dated record helps a mediator far more than a heated message.",
  },
] as const;

export const sampleChapters = [
  { startMs: 0, title: "Welcome" },
  { startMs: 6000, title: "Keeping a record" },
  { startMs: 9000, title: "Working with a mediator" },
] as const;
