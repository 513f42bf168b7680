import type { Env } from "../env";
import { getAuthSecret } from "../secrets";

/** What the subscribers' emails need: the server, the sender, the site's address for links, the signing secret. */
export type SubscriberSettings = {
  smtpUrl: string;
  from: string;
  publicUrl: string;
  /** Read when a link is made or checked: AUTH_SECRET, else the one kept in DATA_DIR. */
  secret: () => string;
};

/** On when SMTP_URL and MAIL_FROM are both set; otherwise null, and the sign-up form is not shown. */
export function subscriberSettings(env: Env): SubscriberSettings | null {
  if (!env.SMTP_URL || !env.MAIL_FROM) return null;
  return {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    publicUrl: env.publicUrl,
    secret: () => env.AUTH_SECRET ?? getAuthSecret(),
  };
}

/** Whether the "Get new episodes by email" form is shown. */
export const emailSubscriptionsOn = (env: Env) => subscriberSettings(env) !== null;
