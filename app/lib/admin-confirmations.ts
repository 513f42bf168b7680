/**
 * The admin area's confirmations, in the spec's words, shared by the browser's dialog and the page a
 * browser without JavaScript is shown (app/components/admin/confirmation-page.tsx). A question list
 * with two entries is asked twice in succession; declining either cancels.
 */
export type Confirmation = {
  /** The dialog's heading. */
  title: string;
  /** Asked in turn. */
  questions: readonly string[];
  /** The button that says yes. */
  confirmLabel: string;
  destructive: boolean;
};

export const confirmations = {
  deleteEpisode: {
    title: "Delete episode",
    questions: ["Are you sure you want to delete this episode?"],
    confirmLabel: "Delete",
    destructive: true,
  },
  deleteAllEpisodes: {
    title: "Delete All Episodes",
    questions: [
      "Delete all episodes? The latest episode and listener favorites are kept; every other episode is deleted.",
      "This cannot be undone. Delete all other episodes now?",
    ],
    confirmLabel: "Delete",
    destructive: true,
  },
  deleteBlogPost: {
    title: "Delete blog post",
    questions: ["Are you sure you want to delete this blog post?"],
    confirmLabel: "Delete",
    destructive: true,
  },
  deleteMessage: {
    title: "Delete message",
    questions: ["Delete this message? This cannot be undone."],
    confirmLabel: "Delete",
    destructive: true,
  },
  importEpisodes: {
    title: "Import from Podbean Feed",
    questions: ["Import episodes from the Podbean feed? Episodes already on the site are skipped."],
    confirmLabel: "Import",
    destructive: false,
  },
  removeDuplicates: {
    title: "Remove Duplicates",
    questions: ["Remove duplicate episodes? This keeps one copy of each; the latest episode is preserved."],
    confirmLabel: "Remove",
    destructive: true,
  },
  removeTranscript: {
    title: "Remove transcript",
    questions: ["Remove this episode's transcript? The episode page will show none until you add one again."],
    confirmLabel: "Remove",
    destructive: true,
  },
  transcribeAll: {
    title: "Transcribe all",
    questions: [
      "Transcribe every episode that has audio and no transcript? They are sent to the transcription service a few at a time, and a paid service charges for each.",
    ],
    confirmLabel: "Transcribe",
    destructive: false,
  },
  deleteAnalytics: {
    title: "Delete all analytics data",
    questions: [
      "Delete all analytics data? Every page view, play, daily total and conversion count is deleted, for every period.",
      "This cannot be undone. Delete all analytics data now?",
    ],
    confirmLabel: "Delete",
    destructive: true,
  },
  removeChapters: {
    title: "Remove chapters",
    questions: ["Remove this episode's chapters?"],
    confirmLabel: "Remove",
    destructive: true,
  },
} as const satisfies Record<string, Confirmation>;

export type ConfirmationKey = keyof typeof confirmations;

export function importUrlsConfirmation(count: number): Confirmation {
  return {
    title: "Import URLs",
    questions: [`This will import ${count} blog post(s). Continue?`],
    confirmLabel: "Import",
    destructive: false,
  };
}

export function importWebsiteConfirmation(sourceUrl: string): Confirmation {
  return {
    title: "Import from Website",
    questions: [`Import blog posts from ${sourceUrl}? Posts already on the site are skipped.`],
    confirmLabel: "Import",
    destructive: false,
  };
}

/** The form field that says how many of a confirmation's questions were answered yes. */
export const confirmedField = "confirmed";

/** How many questions a post has answered yes (0 when the field is missing or not a small number). */
export function confirmedSteps(form: FormData): number {
  const value = form.get(confirmedField);
  return typeof value === "string" && /^[0-9]$/.test(value) ? Number(value) : 0;
}

/**
 * What an action answers when a destructive post has not been confirmed yet (a browser without
 * JavaScript, or a script): the page shows the next question with the same fields to post again.
 */
export type PendingConfirmation = {
  key: ConfirmationKey;
  /** Questions already answered yes. */
  step: number;
  /** The fields to post with the answer (intent, id, list position). */
  fields: Record<string, string>;
};
