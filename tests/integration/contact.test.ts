import { beforeEach, describe, expect, it } from "vitest";
import { contactRateLimit, submitContactMessage } from "~/.server/contact/submit-contact-message";
import { contactMessages } from "~/.server/db/schema/contact-messages";
import { rateLimits } from "~/.server/db/schema/rate-limits";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

function contactForm(overrides: Record<string, string> = {}): FormData {
  const form = new FormData();
  const fields = {
    name: "Jamie Rivera",
    email: "jamie@example.com",
    inquiry: "guest",
    message: "I'm a financial planner and would love to talk about dividing retirement accounts.",
    acknowledgement: "yes",
    website: "",
    ...overrides,
  };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

describe.each(testDatabaseKinds)("contact messages on %s", (kind) => {
  const database = useTestDatabase(kind);
  beforeEach(async () => {
    await database.db.delete(contactMessages);
    await database.db.delete(rateLimits);
  });

  const storedMessages = () => database.db.select().from(contactMessages);

  it("stores a valid message, trimmed", async () => {
    const result = await submitContactMessage(database.db, {
      form: contactForm({ name: "  Jamie Rivera  ", inquiry: "media" }),
      clientKey: "203.0.113.5",
    });
    expect(result).toEqual({ ok: true });
    const rows = await storedMessages();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Jamie Rivera",
      email: "jamie@example.com",
      inquiry: "media",
      isRead: false,
    });
  });

  it("refuses the sixth message from one client in the window, and only that client", async () => {
    for (let i = 0; i < contactRateLimit.limit; i++) {
      expect(await submitContactMessage(database.db, { form: contactForm(), clientKey: "198.51.100.7" })).toEqual({
        ok: true,
      });
    }
    const refused = await submitContactMessage(database.db, { form: contactForm(), clientKey: "198.51.100.7" });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.status).toBe(429);
    expect(refused.formError).toMatch(/try again in \d+ minutes?/);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.values.message).toContain("retirement accounts");

    const other = await submitContactMessage(database.db, { form: contactForm(), clientKey: "198.51.100.8" });
    expect(other.ok).toBe(true);
    expect(await storedMessages()).toHaveLength(contactRateLimit.limit + 1);
  });

  it("counts concurrent requests exactly", async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        submitContactMessage(database.db, { form: contactForm(), clientKey: "192.0.2.44" }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(contactRateLimit.limit);
    expect(await storedMessages()).toHaveLength(contactRateLimit.limit);
  });

  it("rejects a filled honeypot and stores nothing", async () => {
    const result = await submitContactMessage(database.db, {
      form: contactForm({ website: "http://spam.example" }),
      clientKey: "203.0.113.9",
    });
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(await storedMessages()).toHaveLength(0);
  });

  it("rejects oversized input with a message per field and stores nothing", async () => {
    const result = await submitContactMessage(database.db, {
      form: contactForm({ name: "x".repeat(101), message: "y".repeat(5001) }),
      clientKey: "203.0.113.10",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.status).toBe(400);
    expect(result.fieldErrors.name).toBe("Your name can be at most 100 characters.");
    expect(result.fieldErrors.message).toBe("Your message can be at most 5000 characters.");
    expect(result.values.message).toHaveLength(5001);
    expect(await storedMessages()).toHaveLength(0);
  });

  it("rejects missing fields, a bad email and an unknown inquiry without spending the rate limit", async () => {
    const result = await submitContactMessage(database.db, {
      form: contactForm({ name: " ", email: "not-an-email", inquiry: "sales", message: "" }),
      clientKey: "203.0.113.11",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({
      name: "Please enter your name.",
      email: "Please enter a valid email address.",
      inquiry: "Please choose an inquiry type.",
      message: "Please enter a message.",
    });
    expect(await storedMessages()).toHaveLength(0);
    expect(await database.db.select().from(rateLimits)).toHaveLength(0);
  });

  it("is refused by the database itself when a writer bypasses validation", async () => {
    await expect(
      database.db
        .insert(contactMessages)
        .values({ name: "A", email: "a@b.co", inquiry: "sales" as never, message: "x" }),
    ).rejects.toThrow();
  });
});
