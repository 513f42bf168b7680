import type { SendMailOptions } from "nodemailer";

/**
 * Sends one email through the SMTP server at `smtpUrl` (SMTP_URL): the contact notice and the
 * subscribers' emails share it. A refused or unreachable server throws, so the job that called it
 * fails and pg-boss retries it.
 */
export async function sendMail(smtpUrl: string, mail: SendMailOptions): Promise<void> {
  // Loaded when a mail is sent: the idle server need not carry it (docs/decisions/0025-server-memory.md).
  const { default: nodemailer } = await import("nodemailer");
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // A slow server fails the run (to be retried) instead of holding the worker.
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
    // The mail is built from our own text only: no attachments read from files or URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  try {
    await transport.sendMail(mail);
  } finally {
    transport.close();
  }
}
