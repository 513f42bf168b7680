import { Link } from "react-router";
import { attorneyAdvertising } from "~/content/legal";
import { footerLinks, legalFooterLinks } from "~/content/navigation";
import { podcastPlatforms, site, socialLinks } from "~/content/site";
import { calendarYear, copyrightYears } from "~/lib/copyright";
import { EmailSignupForm } from "./email-signup-form";
import { ExternalLink } from "./external-link";

/**
 * `year`: the calendar year the page was rendered in (the root loader's), so the server's HTML and
 * the browser's hydration agree even across New Year; the page cache keeps a page for one year only
 * (server/page-cache.ts). `emailSignup`: whether the "Get new episodes by email" form is shown.
 */
export function SiteFooter({ year = calendarYear(), emailSignup = false }: { year?: number; emailSignup?: boolean }) {
  return (
    <footer className="mt-auto bg-ink-900 text-sand-100">
      {/* Only with SMTP_URL and MAIL_FROM set (app/entry.server.tsx): at the end of every page, episodes and posts included. */}
      {emailSignup ? (
        <div className="border-b border-white/10">
          <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
            <EmailSignupForm idPrefix="footer-subscribe" tone="dark" />
          </div>
        </div>
      ) : null}
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <div>
          <p className="font-serif text-xl font-bold text-white">{site.podcastName}</p>
          <p className="mt-3 max-w-sm text-sand-200">{site.tagline}</p>
        </div>
        <FooterColumn title="Explore">
          {footerLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="hover:text-white hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Listen">
          {podcastPlatforms.map((link) => (
            <li key={link.href}>
              <ExternalLink href={link.href} className="hover:text-white hover:underline">
                {link.label}
              </ExternalLink>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Follow">
          {socialLinks.map((link) => (
            <li key={link.href}>
              <ExternalLink href={link.href} className="hover:text-white hover:underline">
                {link.label}
              </ExternalLink>
            </li>
          ))}
        </FooterColumn>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto max-w-6xl space-y-3 px-4 py-6 text-sm text-sand-300 sm:px-6">
          <AttorneyAdvertisingLabel />
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {legalFooterLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sand-200 underline-offset-2 hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p>
            © {copyrightYears(year)} {site.podcastName}. All rights reserved. The podcast is for information only and is
            not legal advice.
          </p>
        </div>
      </div>
    </footer>
  );
}

/** "Attorney Advertising", where a state requires it: off unless the owner turns it on (app/content/legal.ts). */
export function AttorneyAdvertisingLabel({
  setting = attorneyAdvertising,
}: {
  setting?: { show: boolean; label: string };
}) {
  if (!setting.show) return null;
  return <p className="font-semibold tracking-wider text-sand-100 uppercase">{setting.label}</p>;
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2 text-sand-200">{children}</ul>
    </nav>
  );
}
