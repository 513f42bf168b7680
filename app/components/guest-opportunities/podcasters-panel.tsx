import { Award, CalendarDays, FileText, Mail, TrendingUp, Users, type LucideIcon } from "lucide-react";
import { ExternalLink } from "~/components/external-link";
import { SectionHeading } from "~/components/section-heading";
import { buttonClassName } from "~/components/ui/button";
import { featureSchedule, podcasterPitch, secureSpot, whyPartner } from "~/content/guest-opportunities";
import { packages } from "~/content/packages";
import { externalLinks, site } from "~/content/site";
import { PackageCard } from "./package-card";

const whyPartnerIcons: readonly LucideIcon[] = [Award, Users, TrendingUp];

export function PodcastersPanel() {
  return (
    <div className="space-y-20">
      <section aria-labelledby="podcasters-pitch-title" className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div>
          <SectionHeading id="podcasters-pitch-title" eyebrow="For Podcasters" title={podcasterPitch.title}>
            {podcasterPitch.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </SectionHeading>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ExternalLink href={externalLinks.packagesPdf} className={buttonClassName({ size: "lg" })}>
              <FileText aria-hidden="true" className="size-5" />
              View Packages PDF
            </ExternalLink>
            <a href={`mailto:${site.email}`} className={buttonClassName({ variant: "outline", size: "lg" })}>
              <Mail aria-hidden="true" className="size-5" />
              Contact
            </a>
          </div>
        </div>
        <div className="rounded-3xl bg-brand-50 p-8 ring-1 ring-brand-100">
          <p className="flex items-center gap-2 font-semibold text-brand-800">
            <CalendarDays aria-hidden="true" className="size-5" />
            {featureSchedule.title}
          </p>
          <ol className="mt-6 space-y-5">
            {featureSchedule.steps.map((step) => (
              <li key={step.day} className="flex gap-4">
                <span className="w-24 shrink-0 font-serif text-lg font-bold text-ink-900">{step.day}</span>
                <span className="text-ink-700">{step.text}</span>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="packages-title">
        <SectionHeading id="packages-title" title={podcasterPitch.packagesTitle} align="center">
          <p>{podcasterPitch.packagesIntro}</p>
        </SectionHeading>
        <ul className="mt-14 grid gap-8 lg:grid-cols-3 lg:items-stretch">
          {packages.map((item) => (
            <li key={item.id}>
              <PackageCard item={item} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="why-partner-title" className="rounded-[2rem] bg-brand-900 px-6 py-14 sm:px-12">
        <SectionHeading id="why-partner-title" title={whyPartner.title} tone="dark" align="center" />
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {whyPartner.points.map((point, index) => {
            const Icon = whyPartnerIcons[index] ?? Award;
            return (
              <li key={point.title} className="text-center">
                <span className="mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-white/10 text-brand-200">
                  <Icon aria-hidden="true" className="size-7" />
                </span>
                <h3 className="mt-5 font-serif text-xl font-bold text-white">{point.title}</h3>
                <p className="mt-2 text-brand-100">{point.description}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="secure-spot-title" className="text-center">
        <SectionHeading id="secure-spot-title" title={secureSpot.title} align="center">
          <p>{secureSpot.description}</p>
        </SectionHeading>
        <a
          href={`mailto:${site.email}?subject=${encodeURIComponent("Podcast partnership")}`}
          className={buttonClassName({ size: "lg", className: "mt-8" })}
        >
          <Mail aria-hidden="true" className="size-5" />
          {secureSpot.linkLabel}
        </a>
        <p className="mt-4 text-ink-700">
          or write to{" "}
          <a
            href={`mailto:${site.email}`}
            className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {site.email}
          </a>
        </p>
      </section>
    </div>
  );
}
