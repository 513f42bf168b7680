import { Headphones } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { closingCallToAction } from "~/content/home";

export function ClosingCallToAction() {
  return (
    <section aria-labelledby="closing-cta-title" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
      <div className="rounded-[2rem] bg-brand-800 px-6 py-14 text-center text-white shadow-xl sm:px-12 sm:py-20">
        <h2 id="closing-cta-title" className="mx-auto max-w-2xl font-serif text-3xl font-bold text-balance sm:text-4xl">
          {closingCallToAction.title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-brand-100">{closingCallToAction.description}</p>
        <Link
          to="/latest-episode"
          prefetch="intent"
          className={buttonClassName({ variant: "secondary", size: "lg", className: "mt-8" })}
        >
          <Headphones aria-hidden="true" className="size-5" />
          Start Listening Now
        </Link>
      </div>
    </section>
  );
}
