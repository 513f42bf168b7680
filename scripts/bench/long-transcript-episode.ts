/**
 * The bench's own data: before a bench server starts, its empty DATA_DIR gets the migrations and the
 * sample content (as the server would load them) plus a one-hour, 1,000-cue transcript on one sample
 * episode, so the bench measures an episode page with a long transcript (DESIGN.md section 6 budgets
 * hold for it too). The server then finds the sample content's seed already done and leaves it.
 * Only the bench does this; `npm start` seeds the short sample transcript alone.
 */
import path from "node:path";
import { eq } from "drizzle-orm";
import { oneHourTranscript } from "./synthetic-transcripts.ts";

/** The sample episode given the long transcript; no other bench measurement uses its page. */
export const longTranscriptSlug = "grey-divorce-starting-over-after-50";
export const longTranscriptPath = `/episodes/${longTranscriptSlug}`;

const projectRoot = path.resolve(import.meta.dirname, "../..");

export async function seedBenchData(dataDir: string): Promise<void> {
  // Imported here, not at the top: routes.ts (which the browser tests read) imports this file's path.
  const { resolveAppImports } = await import("./search-speed.ts");
  resolveAppImports();
  const [client, migrate, seedContent, schema, extras] = await Promise.all([
    import("../../app/.server/db/client.ts"),
    import("../../app/.server/db/migrate.ts"),
    import("../../app/.server/content/seed-sample-content.ts"),
    import("../../app/.server/db/schema/episodes.ts"),
    import("../../app/.server/db/schema/episode-extras.ts"),
  ]);
  // Where the server opens it (app/.server/db/database.ts).
  const connection = await client.openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  try {
    await migrate.migrateDatabase(connection, path.join(projectRoot, "drizzle"));
    await seedContent.seedSampleContent(connection.db);
    const { episodes } = schema;
    const [episode] = await connection.db
      .select({ id: episodes.id, description: episodes.description, guestName: episodes.guestName })
      .from(episodes)
      .where(eq(episodes.slug, longTranscriptSlug));
    if (!episode) throw new Error(`bench: the sample episode ${longTranscriptSlug} is missing`);
    await connection.db
      .update(episodes)
      .set({ durationSeconds: 3600, transcriptOrigin: "admin" })
      .where(eq(episodes.id, episode.id));
    await connection.db.delete(extras.transcriptCues).where(eq(extras.transcriptCues.episodeId, episode.id));
    const cues = oneHourTranscript(episode).map((cue) => ({ ...cue, episodeId: episode.id }));
    for (let start = 0; start < cues.length; start += 250) {
      await connection.db.insert(extras.transcriptCues).values(cues.slice(start, start + 250));
    }
  } finally {
    await connection.close();
  }
}
