import { Form } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { TextField } from "~/components/ui/form-field";
import type { EpisodeExtrasEditorData } from "~/lib/episode-extras-admin";
import { soundbiteLimits, type SoundbiteFormValues } from "~/lib/episode-soundbites";
import { AdminPostForm } from "../admin-post-form";
import { HiddenFields } from "./hidden-fields";
import { useExtrasPost } from "./use-extras-post";

const emptyForm: SoundbiteFormValues = { start: "", duration: "", title: "" };

/**
 * The edited episode's clips ("soundbites"): the ones it has, each with Remove, and a form to add one
 * (start, length, title). Plain form posts; the episode page lists them under "Listen to a clip" and
 * the feed as `podcast:soundbite`.
 */
export function SoundbitesEditor({ data }: { data: EpisodeExtrasEditorData }) {
  const post = useExtrasPost(data.episodeId);
  const failed = post.answer?.intent === "soundbite-add" ? post.answer.soundbite : undefined;
  const values = failed?.values ?? emptyForm;
  const errors = failed?.errors ?? {};
  const removeError = post.answer?.intent === "soundbite-remove" ? post.error : undefined;
  const full = data.soundbites.length >= soundbiteLimits.perEpisode;

  return (
    <section id="episode-soundbites" aria-labelledby="episode-soundbites-title" className="space-y-3">
      <h4 id="episode-soundbites-title" className="text-lg font-semibold text-ink-900">
        Clips
      </h4>
      {data.soundbites.length > 0 ? (
        <ul aria-label="The episode's clips" className="divide-y divide-sand-200 rounded-xl bg-sand-50">
          {data.soundbites.map((clip) => (
            <li key={clip.id} className="flex flex-wrap items-center gap-3 px-4 py-2 text-sm">
              <span className="shrink-0 font-mono text-ink-700">
                {clip.start}–{clip.end}
              </span>
              <span className="text-ink-900">{clip.title}</span>
              <AdminPostForm
                action={post.action}
                fields={{ intent: "soundbite-remove", id: data.episodeId, soundbiteId: clip.id, ...post.listFields }}
              >
                <button
                  type="submit"
                  aria-label={`Remove the clip ${clip.title}`}
                  className={buttonClassName({ variant: "secondary", size: "sm", className: "ml-auto" })}
                  disabled={post.busy}
                >
                  Remove
                </button>
              </AdminPostForm>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-700">This episode has no clips yet.</p>
      )}
      {removeError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {removeError}
        </p>
      ) : null}

      {full ? (
        <p className="text-sm text-ink-700">
          An episode has at most {soundbiteLimits.perEpisode} clips: remove one to add another.
        </p>
      ) : (
        <Form
          // A new key after a refusal or a save resets the fields to what the answer holds.
          key={failed ? `failed-${JSON.stringify(values)}` : `clean-${data.soundbites.length}`}
          method="post"
          action={post.action}
          aria-label="Add a clip"
          className="space-y-4 rounded-xl border border-sand-200 p-4"
        >
          <p className="text-sm font-semibold text-ink-900">Add a clip</p>
          <p className="text-sm text-ink-700">
            A moment worth hearing on its own: the episode page plays just this part, and podcast apps may offer it.
          </p>
          <HiddenFields fields={{ intent: "soundbite-add", id: data.episodeId, ...post.listFields }} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="soundbite-start"
              name="start"
              label="Start"
              required
              hint="12:34, 1:02:03 or seconds"
              defaultValue={values.start}
              error={errors.start}
              maxLength={12}
            />
            <TextField
              id="soundbite-duration"
              name="duration"
              label="Length in seconds"
              required
              hint={`1 to ${soundbiteLimits.maxDurationSeconds}`}
              defaultValue={values.duration}
              error={errors.duration}
              maxLength={4}
            />
          </div>
          <TextField
            id="soundbite-title"
            name="title"
            label="Title"
            required
            defaultValue={values.title}
            error={errors.title}
            maxLength={soundbiteLimits.titleLength}
          />
          <button type="submit" className={buttonClassName({ size: "sm" })} disabled={post.busy}>
            {post.pendingIntent === "soundbite-add" ? "Adding…" : "Add clip"}
          </button>
        </Form>
      )}
    </section>
  );
}
