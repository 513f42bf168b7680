import type { EpisodeExtrasEditorData } from "~/lib/episode-extras-admin";
import { ChaptersEditor } from "./chapters-editor";
import { PeopleEditor } from "./people-editor";
import { SoundbitesEditor } from "./soundbites-editor";
import { TranscriptEditor } from "./transcript-editor";

/**
 * Below the episode form while an episode is edited: its transcript, chapters, clips and people, each with
 * its own forms (a form cannot sit inside the episode form), posting to the Episode Manager's action.
 */
export function EpisodeExtrasEditor({ data }: { data: EpisodeExtrasEditorData }) {
  return (
    <section
      aria-labelledby="episode-extras-title"
      className="space-y-8 rounded-2xl border border-sand-200 bg-white p-6 shadow-sm"
    >
      <h3 id="episode-extras-title" className="font-serif text-xl font-bold text-ink-900">
        Transcript, chapters and people
      </h3>
      <TranscriptEditor data={data} />
      <ChaptersEditor data={data} />
      <SoundbitesEditor data={data} />
      <PeopleEditor data={data} />
    </section>
  );
}
