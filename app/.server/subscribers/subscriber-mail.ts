import { escapeUTF8 } from "entities";
import type { SendMailOptions } from "nodemailer";
import { site } from "~/content/site";
import { htmlToPlainText } from "../html/sanitize-html";
import type { SubscriberSettings } from "./subscriber-settings";
import { signSubscriberToken } from "./subscriber-tokens";

/** What an announcement is about: an episode or a post, already read. */
export type AnnouncedItem = { kind: "episode" | "post"; title: string; path: string; summary: string };

/** Header values are one line. */
const oneLine = (text: string) => text.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();

export const confirmationUrl = (settings: SubscriberSettings, subscriberId: string, now?: number) =>
  `${settings.publicUrl}/subscribe/confirm?token=${signSubscriberToken(settings.secret(), { subscriberId, purpose: "confirm", now })}`;

export const unsubscribeUrl = (settings: SubscriberSettings, subscriberId: string) =>
  `${settings.publicUrl}/unsubscribe?token=${signSubscriberToken(settings.secret(), { subscriberId, purpose: "unsubscribe" })}`;

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${line}</p>`).join("\n");

/** The double opt-in's only email: a link to confirm, nothing else, and what to do if it was not them. */
export function confirmationMail(settings: SubscriberSettings, to: string, subscriberId: string): SendMailOptions {
  const link = confirmationUrl(settings, subscriberId);
  const intro = `Please confirm that you would like an email from ${site.podcastName} when a new episode or post is out.`;
  const ignore = "If you did not ask for this, ignore this email: you will not hear from us again.";
  return {
    from: settings.from,
    to,
    subject: `Please confirm your subscription to ${site.shortName}`,
    text: [intro, "", `Confirm your subscription: ${link}`, "", "The link works for 7 days.", "", ignore].join("\n"),
    html: paragraphs([
      escapeUTF8(intro),
      `<a href="${escapeUTF8(link)}">Confirm your subscription</a>`,
      "The link works for 7 days.",
      escapeUTF8(ignore),
    ]),
  };
}

/**
 * One announcement to one confirmed subscriber: a plain-text part and a simple HTML one, and the
 * one-click unsubscribe of RFC 8058 (a POST to the List-Unsubscribe address, no session needed).
 */
export function announcementMail(
  settings: SubscriberSettings,
  to: string,
  subscriberId: string,
  item: AnnouncedItem,
): SendMailOptions {
  const url = `${settings.publicUrl}${item.path}`;
  const leave = unsubscribeUrl(settings, subscriberId);
  const title = oneLine(item.title);
  const lead =
    item.kind === "episode" ? `A new episode of ${site.podcastName} is out:` : `A new post from ${site.podcastName}:`;
  const action = item.kind === "episode" ? "Listen" : "Read it";
  const summary = htmlToPlainText(item.summary).slice(0, 600);
  const footer = `You get this email because you subscribed at ${settings.publicUrl}.`;
  return {
    from: settings.from,
    to,
    subject: item.kind === "episode" ? `New episode: ${title}` : `New post: ${title}`,
    headers: {
      "List-Unsubscribe": `<${leave}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    text: [
      lead,
      title,
      "",
      ...(summary ? [summary, ""] : []),
      `${action}: ${url}`,
      "",
      "--",
      footer,
      `Unsubscribe: ${leave}`,
    ].join("\n"),
    html: paragraphs([
      `${escapeUTF8(lead)}<br><strong>${escapeUTF8(title)}</strong>`,
      ...(summary ? [escapeUTF8(summary)] : []),
      `<a href="${escapeUTF8(url)}">${action}</a>`,
      `<small>${escapeUTF8(footer)} <a href="${escapeUTF8(leave)}">Unsubscribe</a></small>`,
    ]),
  };
}
