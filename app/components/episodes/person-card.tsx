import { Link } from "react-router";
import { Image } from "~/components/ui/image";
import { initialsOf, type PersonCardView } from "~/lib/episode-extras";

/** A guest or host: photo (or initials), name linking to their page, a short bio. */
export function PersonCard({ person, note }: { person: PersonCardView; note?: string }) {
  return (
    <article className="flex gap-4 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
      <PersonPhoto name={person.name} photoUrl={person.photoUrl} size={64} />
      <div className="min-w-0">
        <h3 className="font-semibold text-ink-900">
          <Link to={`/guests/${person.slug}`} className="hover:text-brand-800 hover:underline">
            {person.name}
          </Link>
        </h3>
        {note ? <p className="text-sm text-ink-700">{note}</p> : null}
        {person.bio ? <p className="mt-1 line-clamp-3 text-sm text-ink-800">{person.bio}</p> : null}
      </div>
    </article>
  );
}

/**
 * The person's initials in a circle, with their photo over them when they have one. A photo that
 * fails to load is hidden by the head's image watcher (`data-fallback="hide"`, app/.server/image-fallback-script.ts,
 * which also finds images that failed before the page ran), so the initials show instead of a
 * broken-image icon or an empty circle; while the photo loads, the initials are what shows.
 */
export function PersonPhoto({ name, photoUrl, size }: { name: string; photoUrl: string | null; size: 64 | 128 }) {
  const box = size === 64 ? "size-16 text-lg" : "size-32 text-3xl";
  return (
    <span
      aria-hidden="true"
      data-initials
      className={`${box} relative flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-serif font-bold text-brand-800`}
    >
      {initialsOf(name)}
      {photoUrl ? (
        <Image
          data-fallback="hide"
          src={photoUrl}
          alt=""
          width={size}
          height={size}
          placement="below-fold"
          className="absolute inset-0 size-full rounded-full object-cover"
        />
      ) : null}
    </span>
  );
}
