import { BookOpen } from "lucide-react";
import { ExternalLink } from "~/components/external-link";
import { SectionHeading } from "~/components/section-heading";
import { buttonClassName } from "~/components/ui/button";
import { books, type Book } from "~/content/books";
import { booksIntro } from "~/content/resources-page";

export function BookList() {
  return (
    <section aria-labelledby="books-title">
      <SectionHeading id="books-title" eyebrow={booksIntro.eyebrow} title={booksIntro.title}>
        <p>{booksIntro.description}</p>
      </SectionHeading>
      <ol className="mt-10 grid gap-6 md:grid-cols-2">
        {books.map((book, index) => (
          <li key={book.title}>
            <BookCard book={book} spine={spineColors[index % spineColors.length] ?? ""} />
          </li>
        ))}
      </ol>
    </section>
  );
}

const spineColors = [
  "border-brand-900 bg-brand-700",
  "border-ink-900/40 bg-sand-700",
  "border-ink-900 bg-ink-800",
] as const;

function BookCard({ book, spine }: { book: Book; spine: string }) {
  return (
    <article className="flex h-full gap-5 rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-7">
      {/* A book-spine motif instead of cover images, which we have no license to reproduce. */}
      <span
        aria-hidden="true"
        className={`hidden h-28 w-20 shrink-0 flex-col items-center justify-center rounded-l-sm rounded-r-xl border-l-8 text-white/85 shadow-md sm:flex ${spine}`}
      >
        <BookOpen className="size-7" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 className="font-serif text-xl leading-snug font-bold text-ink-900">{book.title}</h3>
        {book.subtitle ? <p className="mt-1 text-sm text-ink-700">{book.subtitle}</p> : null}
        <p className="mt-2 text-sm font-semibold text-sand-700">by {book.author}</p>
        <p className="mt-3 flex-1 text-ink-700">{book.description}</p>
        <ExternalLink href={book.purchaseUrl} className={buttonClassName({ size: "sm", className: "mt-5 self-start" })}>
          Get the Book
          <span className="sr-only">: {book.title}</span>
        </ExternalLink>
      </div>
    </article>
  );
}
