import { and, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { emailSubscribers, subscriberStatuses, type SubscriberStatus } from "../db/schema/email-subscribers";
import type { Env } from "../env";
import { previewNextAnnouncement, type AnnouncementPreview } from "../subscribers/subscriber-preview";
import { subscriberSettings } from "../subscribers/subscriber-settings";
import { done, reply, type AdminResult } from "./admin-result";

/** At most this many rows on the page; the CSV has them all. */
export const subscriberPageSize = 200;

export type SubscriberRow = {
  id: string;
  email: string;
  status: SubscriberStatus;
  createdAt: string;
  confirmedAt: string | null;
};

export type SubscriberAdminData = {
  q: string;
  status: SubscriberStatus | "";
  counts: Record<SubscriberStatus, number>;
  rows: SubscriberRow[];
  /** How many match the search, shown or not. */
  matching: number;
  /** Whether SMTP_URL and MAIL_FROM are set (the form shows and the emails go out). */
  on: boolean;
  /** The next announcement, when there is something new to announce. */
  preview: AnnouncementPreview | null;
};

const filtersSchema = z.object({
  q: z.string().trim().max(254).catch(""),
  status: z.enum(subscriberStatuses).or(z.literal("")).catch(""),
});

function whereOf({ q, status }: { q: string; status: SubscriberStatus | "" }): SQL | undefined {
  // `q` is matched as text, its % and _ taken literally.
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return and(
    q ? ilike(emailSubscribers.email, pattern) : undefined,
    status ? eq(emailSubscribers.status, status) : undefined,
  );
}

/** /admin/subscribers: the counts by status, and the newest addresses matching `q` and `status`. */
export async function loadSubscriberAdmin(db: Database, url: URL, env: Env): Promise<SubscriberAdminData> {
  const settings = subscriberSettings(env);
  const filters = filtersSchema.parse({
    q: url.searchParams.get("q") ?? "",
    status: url.searchParams.get("status") ?? "",
  });
  const byStatus = await db
    .select({ status: emailSubscribers.status, n: count() })
    .from(emailSubscribers)
    .groupBy(emailSubscribers.status);
  const counts = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const row of byStatus) counts[row.status] = row.n;
  const where = whereOf(filters);
  const [matching] = await db.select({ n: count() }).from(emailSubscribers).where(where);
  const rows = await db
    .select()
    .from(emailSubscribers)
    .where(where)
    .orderBy(desc(emailSubscribers.createdAt), desc(emailSubscribers.id))
    .limit(subscriberPageSize);
  return {
    ...filters,
    counts,
    on: settings !== null,
    preview: settings ? await previewNextAnnouncement(db, settings) : null,
    matching: matching?.n ?? 0,
    rows: rows.map((row) => ({
      id: row.id,
      email: row.email,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
    })),
  };
}

const removeSchema = z.object({ intent: z.literal("remove"), id: z.uuid() });

/**
 * Removes an address and everything kept about it (an owner's request to be forgotten, or a typo).
 * Queued emails to it find no row and send nothing.
 */
export async function handleSubscriberAction(db: Database, form: FormData): Promise<AdminResult<{ error: string }>> {
  const parsed = removeSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return reply({ error: "That request could not be understood. Please try again." }, 400);
  const removed = await db
    .delete(emailSubscribers)
    .where(eq(emailSubscribers.id, parsed.data.id))
    .returning({ email: emailSubscribers.email });
  // Removing twice (a second tab, a reload) is done, not an error.
  return done("/admin/subscribers", {
    type: "success",
    title: removed[0] ? "Subscriber removed" : "That subscriber was already removed.",
    ...(removed[0] ? { description: removed[0].email } : {}),
  });
}

/** A CSV field: quoted, and a leading =, +, - or @ defused so a spreadsheet never runs it as a formula. */
function csvField(value: string | null): string {
  const text = value ?? "";
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Every subscriber, oldest first, as CSV. */
export async function subscribersCsv(db: Database): Promise<string> {
  const rows = await db.select().from(emailSubscribers).orderBy(emailSubscribers.createdAt, emailSubscribers.id);
  const lines = [
    ["email", "status", "subscribed_at", "confirmed_at", "unsubscribed_at"].map(csvField).join(","),
    ...rows.map((row) =>
      [
        row.email,
        row.status,
        row.createdAt.toISOString(),
        row.confirmedAt?.toISOString() ?? null,
        row.unsubscribedAt?.toISOString() ?? null,
      ]
        .map(csvField)
        .join(","),
    ),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
