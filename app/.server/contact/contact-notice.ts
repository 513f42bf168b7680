import { z } from "zod";
import { site } from "~/content/site";
import { contactMessageSubject } from "~/lib/contact-inbox";
import { formatDateTime } from "~/lib/dates";
import type { Database } from "../db/client";
import type { ContactMessage } from "../db/schema/contact-messages";
import type { Env } from "../env";
import type { JobDefinition } from "../jobs/job-engine";
import { sendMail } from "../mail/send-mail";
import { getContactMessage } from "./contact-messages";

/** Where the notice of a new contact message goes and through which server (README, Configuration). */
export type ContactNoticeSettings = { smtpUrl: string; to: string; inboxUrl: string };

/** On when SMTP_URL and NOTIFY_EMAIL are both set (env.ts refuses one without the other); otherwise null. */
export function contactNoticeSettings(env: Env): ContactNoticeSettings | null {
  if (!env.SMTP_URL || !env.NOTIFY_EMAIL) return null;
  return { smtpUrl: env.SMTP_URL, to: env.NOTIFY_EMAIL, inboxUrl: `${env.publicUrl}/admin/messages` };
}

export const contactNoticeJobName = "notify-contact-message";
export type ContactNoticeJob = { messageId: string };

/**
 * A mail server down for a while is retried for hours (pg-boss's backoff from a minute, about doubling
 * with jitter, at most an hour apart: 12 retries over roughly 7 hours) before the notice is given up;
 * the message itself is in the inbox either way.
 */
export const contactNoticeRetry = { limit: 12, delaySeconds: 60, maxDelaySeconds: 3600 };

/**
 * The background job that emails the owner about a new contact message (docs/decisions/0010-
 * background-jobs.md). It carries only the message's id and reads the message when it runs, so a
 * message deleted meanwhile is not sent. A refused or unreachable server fails the run, which the
 * job engine logs and pg-boss retries.
 */
export function contactNoticeJob(
  db: Database,
  settings: ContactNoticeSettings,
  { retry = contactNoticeRetry }: { retry?: JobDefinition["retry"] } = {},
): JobDefinition<ContactNoticeJob, { sent: boolean }> {
  return {
    name: contactNoticeJobName,
    key: (data) => data.messageId,
    async run(data) {
      const message = await getContactMessage(db, data.messageId);
      if (!message) return { sent: false };
      await sendMail(settings.smtpUrl, contactNoticeMail(message, settings));
      return { sent: true };
    },
    retry,
    // The SMTP timeouts below end a run well before this.
    expireInSeconds: 5 * 60,
  };
}

/** Header values are one line; a visitor's line breaks or control characters become spaces. */
const oneLine = (text: string) => text.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();

const isEmailAddress = (value: string) => z.email().safeParse(value).success;

/**
 * The notice: plain text only (no HTML for a visitor's text to inject into), to NOTIFY_EMAIL and
 * from it (the address the SMTP account may send as). Reply-To is the visitor, so answering the
 * notice answers them; nodemailer encodes the headers, and the visitor's name is one line first.
 */
export function contactNoticeMail(message: ContactMessage, settings: ContactNoticeSettings) {
  const name = oneLine(message.name);
  const subject = contactMessageSubject(message.inquiry);
  return {
    from: { name: `${site.shortName} website`, address: settings.to },
    to: settings.to,
    ...(isEmailAddress(message.email) ? { replyTo: { name, address: message.email } } : {}),
    subject: `New message from ${name}: ${subject}`,
    text: [
      "A visitor sent a message through the contact form.",
      "",
      `Name: ${name}`,
      `Email: ${message.email}`,
      `Subject: ${subject}`,
      `Sent: ${formatDateTime(message.createdAt)}`,
      "",
      message.message,
      "",
      "--",
      `Reply to this email to answer ${name}. The message is in the admin inbox: ${settings.inboxUrl}`,
    ].join("\n"),
  };
}
