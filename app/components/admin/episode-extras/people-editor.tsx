import { Form } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/form-field";
import {
  personLimits,
  type AdminPersonView,
  type EpisodeExtrasEditorData,
  type PersonFieldErrors,
} from "~/lib/episode-extras-admin";
import { HiddenFields } from "./hidden-fields";
import { useExtrasPost } from "./use-extras-post";

function PersonForm({
  person,
  episodeId,
  errors,
  open,
}: {
  person: AdminPersonView;
  episodeId: string;
  errors: PersonFieldErrors;
  open: boolean;
}) {
  const post = useExtrasPost(episodeId);
  const saving = post.pendingIntent === "person-update" && open;
  const field = (name: string) => `person-${person.id}-${name}`;
  return (
    <details open={open} className="rounded-xl border border-sand-200 p-4">
      <summary className="cursor-pointer text-sm font-semibold text-ink-900">
        {person.name} <span className="font-normal text-ink-700">({person.role})</span>
      </summary>
      <Form method="post" action={post.action} aria-label={`Edit ${person.name}`} className="mt-4 space-y-4">
        <HiddenFields
          fields={{
            intent: "person-update",
            id: episodeId,
            personId: person.id,
            role: person.role,
            ...post.listFields,
          }}
        />
        <TextField
          id={field("name")}
          name="name"
          label="Name"
          required
          maxLength={personLimits.name}
          defaultValue={person.name}
          error={errors.name}
        />
        <TextAreaField
          id={field("bio")}
          name="bio"
          label="Short bio"
          rows={4}
          maxLength={personLimits.bio}
          defaultValue={person.bio}
          error={errors.bio}
          hint="Plain text; a blank line starts a new paragraph."
        />
        <TextField
          id={field("photoUrl")}
          name="photoUrl"
          label="Photo URL"
          type="url"
          defaultValue={person.photoUrl}
          error={errors.photoUrl}
        />
        <TextField
          id={field("websiteUrl")}
          name="websiteUrl"
          label="Website"
          type="url"
          defaultValue={person.websiteUrl}
          error={errors.websiteUrl}
        />
        <TextAreaField
          id={field("links")}
          name="links"
          label="Social links"
          rows={3}
          spellCheck={false}
          defaultValue={person.links}
          error={errors.links}
          hint="One a line: a label and the address, for example Instagram https://instagram.com/name"
        />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClassName({ size: "sm" })} disabled={post.busy}>
            {saving ? "Saving…" : "Save person"}
          </button>
          <a href={`/guests/${person.slug}`} className="text-sm font-semibold text-brand-800 underline">
            Their guest page
          </a>
        </div>
      </Form>
    </details>
  );
}

/**
 * The people credited on the edited episode, each editable (name, bio, photo, website, social links)
 * in a disclosure. Who is credited follows the Guest Name field; the details edited here are the
 * person's, on every episode they appear in.
 */
export function PeopleEditor({ data }: { data: EpisodeExtrasEditorData }) {
  const post = useExtrasPost(data.episodeId);
  const failed = post.answer?.person;
  return (
    <section id="episode-people" aria-labelledby="episode-people-title" className="space-y-3">
      <h4 id="episode-people-title" className="text-lg font-semibold text-ink-900">
        People
      </h4>
      {data.people.length === 0 ? (
        <p className="text-sm text-ink-700">Nobody is credited yet: fill in Guest Name above and update the episode.</p>
      ) : (
        <>
          <p className="text-sm text-ink-700">
            Guests come from the Guest Name field. Details edited here show on every episode with that person.
          </p>
          {data.people.map((person) => {
            const isFailed = failed?.id === person.id;
            return (
              <PersonForm
                key={`${person.id}-${isFailed ? "failed" : "clean"}`}
                person={isFailed ? failed.values : person}
                episodeId={data.episodeId}
                errors={isFailed ? failed.errors : {}}
                open={isFailed}
              />
            );
          })}
        </>
      )}
    </section>
  );
}
