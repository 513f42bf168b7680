import { appServicesOf } from "~/.server/app-context";
import { episodeForFile, fileResponse, notFound } from "~/.server/episodes/episode-file-response";
import { getEpisodeTranscript } from "~/.server/episodes/episode-extras-queries";
import { transcriptToVtt } from "~/.server/transcripts/transcript-files";
import type { Route } from "./+types/episode-transcript-vtt";

/** /episodes/<slug>/transcript.vtt: the episode's transcript for podcast apps (podcast:transcript). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = appServicesOf(context);
  const episode = await episodeForFile(db, params.slug);
  if (episode instanceof Response) return episode;
  const transcript = await getEpisodeTranscript(db, episode.id);
  if (!transcript) return notFound();
  return fileResponse(transcriptToVtt(transcript), "text/vtt; charset=utf-8");
}
