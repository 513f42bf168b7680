import { appServicesOf } from "~/.server/app-context";
import { episodeForFile, fileResponse, notFound } from "~/.server/episodes/episode-file-response";
import { getEpisodeTranscript } from "~/.server/episodes/episode-extras-queries";
import { transcriptToJson } from "~/.server/transcripts/transcript-files";
import type { Route } from "./+types/episode-transcript-json";

/** /episodes/<slug>/transcript.json: the episode's transcript for podcast apps (podcast:transcript). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = appServicesOf(context);
  const episode = await episodeForFile(db, params.slug);
  if (episode instanceof Response) return episode;
  const transcript = await getEpisodeTranscript(db, episode.id);
  if (!transcript) return notFound();
  return fileResponse(transcriptToJson(transcript), "application/json; charset=utf-8");
}
