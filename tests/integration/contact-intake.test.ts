import type { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { adminViewerContext } from "~/.server/app-context";
import type { SessionUser } from "~/.server/auth/guards";
import { submitContactMessage } from "~/.server/contact/submit-contact-message";
import { contactMessages } from "~/.server/db/schema/contact-messages";
import { rateLimits } from "~/.server/db/schema/rate-limits";
import { readEnv } from "~/.server/env";
import { requestInfoContext } from "~/.server/request-context";
import { contactAcknowledgement } from "~/content/contact";
import type { ContactInboxData } from "~/lib/contact-inbox";
import * as messagesPage from "~/routes/admin/messages";
import * as contactPage from "~/routes/site/contact";
import { contextWithServices } from "../helpers/app-services";
import { captureSecurityEvents } from "../helpers/capture-security-events";
import { testPublicUrl } from "../helpers/test-auth";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

const otherParty = "Quentin Marlowe-Vance";

const fields = (overrides: Record<string, string | undefined> = {}) => {
  const all: Record<string, string | undefined> = {
    name: "Dana Whitfield",
    email: "dana@example.com",
    inquiry: "consultation",
    message: "I would like to talk about a consultation.",
    otherPartyName: `  ${otherParty} `,
    acknowledgement: "yes",
    website: "",
    ...overrides,
  };
  return Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined));
};

function formOf(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  return form;
}

/**
 * The contact form's safe intake (issue 32) on a real database: the acknowledgement the server
 * requires and stores with its wording's version, the other party's name that only the admin sees,
 * and the consultation inquiry the consultation path preselects.
 */
describe.each(testDatabaseKinds)("the contact form's safe intake on %s", (kind) => {
  const database = useTestDatabase(kind);
  const env = readEnv({ NODE_ENV: "test", PUBLIC_URL: testPublicUrl });
  let log: ReturnType<typeof captureSecurityEvents>;
  beforeEach(async () => {
    await database.db.delete(contactMessages);
    await database.db.delete(rateLimits);
    log = captureSecurityEvents();
  });
  afterEach(() => log.restore());

  const stored = () => database.db.select().from(contactMessages);

  function contactContext(): RouterContextProvider {
    const context = contextWithServices({ db: database.db, env });
    context.set(requestInfoContext, { requestId: "intake", clientIp: "198.51.100.40", cspNonce: "" });
    return context;
  }

  /** The contact route's action, as a browser's post reaches it (with or without JavaScript: the same body). */
  const postToRoute = (body: BodyInit, type?: string) =>
    contactPage.action({
      request: new Request(`${testPublicUrl}/contact`, {
        method: "POST",
        // A FormData body sets its own multipart type, with its boundary.
        headers: type ? { "Content-Type": type } : {},
        body,
      }),
      context: contactContext(),
    } as never);

  it("refuses a message without the acknowledgement, says why beside the box, and spends no attempt", async () => {
    for (const acknowledgement of [undefined, "", "on", "no"]) {
      const result = await submitContactMessage(database.db, {
        form: formOf(fields({ acknowledgement })),
        clientKey: "203.0.113.30",
      });
      expect(result).toMatchObject({
        ok: false,
        status: 400,
        formError: "Please correct the highlighted fields.",
        fieldErrors: { acknowledgement: contactAcknowledgement.missing },
      });
      // What was typed comes back, the box unticked unless it was.
      if (!result.ok) expect(result.values.message).toBe("I would like to talk about a consultation.");
    }
    expect(await stored()).toHaveLength(0);
    expect(await database.db.select().from(rateLimits)).toHaveLength(0);
  });

  it("stores the time of the acknowledgement, its wording's version, the other party and the consultation inquiry", async () => {
    const before = Date.now();
    expect(await submitContactMessage(database.db, { form: formOf(fields()), clientKey: "203.0.113.31" })).toEqual({
      ok: true,
    });
    const [row] = await stored();
    expect(row).toMatchObject({
      inquiry: "consultation",
      otherPartyName: otherParty,
      acknowledgementVersion: contactAcknowledgement.version,
    });
    // The database's clock: within a few seconds of the test's.
    expect(Math.abs(row!.acknowledgedAt!.getTime() - before)).toBeLessThan(10_000);
    expect(row!.acknowledgedAt!.getTime()).toBeLessThanOrEqual(row!.createdAt.getTime() + 1000);
  });

  it("keeps no other party when the field is left blank or not sent", async () => {
    await submitContactMessage(database.db, { form: formOf(fields({ otherPartyName: "   " })), clientKey: "a" });
    await submitContactMessage(database.db, { form: formOf(fields({ otherPartyName: undefined })), clientKey: "b" });
    expect((await stored()).map((row) => row.otherPartyName)).toEqual([null, null]);
  });

  it("the route: a form post without the box is a 400 with the field's error; with it, a redirect", async () => {
    const refused = (await postToRoute(
      new URLSearchParams(fields({ acknowledgement: undefined })),
      "application/x-www-form-urlencoded",
    )) as { data: { fieldErrors: Record<string, string> }; init: ResponseInit };
    expect(refused.init.status).toBe(400);
    expect(refused.data.fieldErrors).toEqual({ acknowledgement: contactAcknowledgement.missing });
    expect(await stored()).toHaveLength(0);

    // Multipart, as some clients send a form: the same rule.
    const multipart = (await postToRoute(formOf(fields({ acknowledgement: undefined })))) as {
      init: ResponseInit;
    };
    expect(multipart.init?.status).toBe(400);

    const sent = (await postToRoute(new URLSearchParams(fields()), "application/x-www-form-urlencoded")) as Response;
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe("/contact");
    expect(await stored()).toHaveLength(1);
  });

  it("the route: no JSON body creates a message, acknowledged or not", async () => {
    for (const body of [{ ...fields(), acknowledgement: true }, fields({ acknowledgement: undefined })]) {
      const answer = await postToRoute(JSON.stringify(body), "application/json").catch((thrown: unknown) => thrown);
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(400);
      expect(await (answer as Response).text()).toBe("Your message could not be sent. Please try again.");
    }
    expect(await stored()).toHaveLength(0);
  });

  it("the contact page preselects a known ?inquiry= and ignores any other", async () => {
    const load = (search: string) =>
      contactPage.loader({
        request: new Request(`${testPublicUrl}/contact${search}`),
        context: contactContext(),
      } as never);
    expect(load("?inquiry=consultation")).toEqual({ inquiry: "consultation" });
    expect(load("?inquiry=media")).toEqual({ inquiry: "media" });
    expect(load("?inquiry=%3Cb%3E")).toEqual({ inquiry: null });
    expect(load("")).toEqual({ inquiry: null });
  });

  it("shows the other party and the acknowledgement to the admin, finds the message by that name, and logs neither", async () => {
    await submitContactMessage(database.db, { form: formOf(fields()), clientKey: "203.0.113.33" });
    const admin = { id: "admin-id", sessionId: "s", email: "owner@example.com", isAdmin: true } as SessionUser;
    const read = async (search = "") => {
      const context = contextWithServices({ db: database.db, env });
      context.set(adminViewerContext, admin);
      return (await messagesPage.loader({
        request: new Request(`${testPublicUrl}/admin/messages${search}`),
        context,
      } as never)) as ContactInboxData;
    };
    const inbox = await read();
    expect(inbox.messages[0]).toMatchObject({
      otherPartyName: otherParty,
      acknowledgementVersion: contactAcknowledgement.version,
      acknowledgedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
    });
    expect((await read("?mq=marlowe-vance")).messages).toHaveLength(1);
    expect((await read("?mq=nobody-by-that-name")).messages).toHaveLength(0);
    // The admin's read is logged (contact-messages.read) by id, and nothing logged names the other party.
    expect(log.named("contact-messages.read")).toHaveLength(3);
    expect(log.text()).not.toContain("Marlowe");
  });
});
