import { ArrowUpRight, CalendarCheck, Link2, Megaphone, Mic, type LucideIcon } from "lucide-react";
import { ExternalLink } from "~/components/external-link";
import { SectionHeading } from "~/components/section-heading";
import { buttonClassName } from "~/components/ui/button";
import {
  guestApplication,
  guestBenefits,
  guestBenefitsTitle,
  guestInvitation,
  pastGuests,
  pastGuestsTitle,
  type GuestBenefit,
} from "~/content/expert-guests";

const benefitIcons: Record<GuestBenefit["icon"], LucideIcon> = {
  planning: CalendarCheck,
  production: Mic,
  link: Link2,
  promotion: Megaphone,
};

function initials(name: string): string {
  return name
    .replace(/^Dr\.\s+/, "")
    .split(/[\s,]+/)
    .slice(0, 2)
    .map((part) => part[0])
    .join("");
}

export function GuestsPanel() {
  return (
    <div className="space-y-20">
      <section aria-labelledby="guest-invitation-title">
        <SectionHeading
          id="guest-invitation-title"
          eyebrow="For Expert Guests"
          title={guestInvitation.title}
          align="center"
        >
          {guestInvitation.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </SectionHeading>
      </section>

      <section aria-labelledby="past-guests-title">
        <SectionHeading id="past-guests-title" title={pastGuestsTitle} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {pastGuests.map((guest) => (
            <li key={guest.name} className="rounded-3xl border border-sand-200 bg-white p-8 shadow-sm">
              <span
                aria-hidden="true"
                className="inline-flex size-14 items-center justify-center rounded-full bg-sand-200 font-serif text-xl font-bold text-ink-900"
              >
                {initials(guest.name)}
              </span>
              <h3 className="mt-5 font-serif text-xl font-bold text-ink-900">{guest.name}</h3>
              <p className="mt-1 text-sm font-semibold text-sand-700">{guest.credentials}</p>
              <p className="mt-3 text-ink-700">{guest.bio}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="guest-benefits-title">
        <SectionHeading id="guest-benefits-title" title={guestBenefitsTitle} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {guestBenefits.map((benefit) => {
            const Icon = benefitIcons[benefit.icon];
            return (
              <li key={benefit.title} className="rounded-3xl bg-brand-50 p-7 ring-1 ring-brand-100">
                <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-sm">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-5 font-serif text-lg font-bold text-ink-900">{benefit.title}</h3>
                <p className="mt-2 text-ink-700">{benefit.description}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section
        aria-labelledby="guest-apply-title"
        className="rounded-[2rem] bg-brand-900 px-6 py-14 text-center sm:px-12"
      >
        <SectionHeading id="guest-apply-title" title={guestApplication.title} tone="dark" align="center">
          <p>{guestApplication.description}</p>
        </SectionHeading>
        <ExternalLink
          href={guestApplication.href}
          className={buttonClassName({ variant: "secondary", size: "lg", className: "mt-8" })}
        >
          {guestApplication.linkLabel}
          <ArrowUpRight aria-hidden="true" className="size-5" />
        </ExternalLink>
      </section>
    </div>
  );
}
