import type { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { loadAdminOverview } from "~/.server/admin/admin-overview";
import { handleContactMessageAction } from "~/.server/admin/contact-message-actions";
import { adminViewerContext } from "~/.server/app-context";
import type { SessionUser } from "~/.server/auth/guards";
import { countUnreadContactMessages } from "~/.server/contact/contact-messages";
import { contactMessages } from "~/.server/db/schema/contact-messages";
import { readEnv } from "~/.server/env";
import { confirmations, confirmedField } from "~/lib/admin-confirmations";
import type { ContactInboxData } from "~/lib/contact-inbox";
import * as messagesPage from "~/routes/admin/messages";
import { contextWithServices } from "../helpers/app-services";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";
import { formData, testPublicUrl } from "../helpers/test-auth";

/**
 * The admin inbox's loader and action, called in-process with the context the admin layout hands
 * them (its guard, which refuses everyone else, is tested in admin-layout.test.ts and by the
 * authorization matrix): search and filter in SQL, pages, and handled messages.
 */
describe.each(testDatabaseKinds)("the admin's messages on %s", (kind) => {
  const database = useTestDatabase(kind);
  const admin = { id: "admin-id", sessionId: "s", email: "owner@example.com", isAdmin: true } as SessionUser;
  const env = readEnv({ NODE_ENV: "test", PUBLIC_URL: testPublicUrl });

  const minute = (n: number) => new Date(Date.UTC(2026, 0, 1, 12, n));
  beforeEach(async () => {
    await database.db.delete(contactMessages);
    await database.db.insert(contactMessages).values([
      {
        name: "Jamie Rivera",
        email: "jamie@radio.example",
        inquiry: "media",
        message: "Interview request about co-parenting",
        createdAt: minute(4),
      },
      {
        name: "Sam Ortiz",
        email: "sam@example.com",
        inquiry: "guest",
        message: "I coach people through 100% of the paperwork",
        createdAt: minute(3),
      },
      {
        name: "Alex Kim",
        email: "alex@example.com",
        inquiry: "general",
        message: "Where is the co-parenting guide?",
        isRead: true,
        createdAt: minute(2),
      },
    ]);
  });

  function context(): RouterContextProvider {
    const provider = contextWithServices({ db: database.db, env });
    provider.set(adminViewerContext, admin);
    return provider;
  }

  const read = async (search = "") =>
    (await messagesPage.loader({
      request: new Request(`${testPublicUrl}/admin/messages${search}`),
      context: context(),
    } as never)) as ContactInboxData;

  const names = async (search = "") => (await read(search)).messages.map((message) => message.name);

  /** What the inbox's handler decided (docs/decisions/0024-admin-scaffold.md); the route's HTTP is checked below. */
  const post = (fields: Record<string, string>) =>
    handleContactMessageAction(database.db, formData(fields), { admin, headers: new Headers() });

  /** The route's answer, as React Router sends it: `data(body, init)`. */
  async function postToRoute(fields: Record<string, string>) {
    const request = new Request(`${testPublicUrl}/admin/messages`, { method: "POST", body: formData(fields) });
    return messagesPage.action({ request, context: context() } as never);
  }

  const changed = (found: boolean) => ({ kind: "reply", status: 200, body: { ok: true, found } });

  const idOf = async (name: string) => (await read()).messages.find((message) => message.name === name)!.id;

  it.each([
    ["", ["Jamie Rivera", "Sam Ortiz", "Alex Kim"]],
    ["?mq=co-parenting", ["Jamie Rivera", "Alex Kim"]],
    ["?mq=RIVERA", ["Jamie Rivera"]],
    ["?mq=radio.example", ["Jamie Rivera"]],
    // The subject is the inquiry type's label.
    ["?mq=media+inquiry", ["Jamie Rivera"]],
    ["?mq=paid+appearance", ["Sam Ortiz"]],
    ["?mq=co-parenting+guide", ["Alex Kim"]],
    // LIKE's wildcards are matched as themselves.
    ["?mq=100%25", ["Sam Ortiz"]],
    ["?mq=_", []],
    ["?mf=unread", ["Jamie Rivera", "Sam Ortiz"]],
    ["?mf=handled", []],
    ["?mf=open", ["Jamie Rivera", "Sam Ortiz", "Alex Kim"]],
    ["?mq=co-parenting&mf=unread", ["Jamie Rivera"]],
    ["?mf=nonsense", ["Jamie Rivera", "Sam Ortiz", "Alex Kim"]],
  ])("%s lists %j", async (search, expected) => {
    expect(await names(search)).toEqual(expected);
  });

  it("counts what matches and the whole inbox's unread messages", async () => {
    expect(await read("?mq=co-parenting")).toMatchObject({ total: 2, unread: 2, page: 1, pageCount: 1 });
  });

  it("pages 25 messages at a time, newest first, and clamps a page past the end", async () => {
    await database.db.insert(contactMessages).values(
      Array.from({ length: 30 }, (_, index) => ({
        name: `Batch ${String(index).padStart(2, "0")}`,
        email: "batch@example.com",
        inquiry: "general" as const,
        message: "batch",
        createdAt: minute(10 + index),
      })),
    );
    const first = await read("?mq=batch");
    expect(first).toMatchObject({ total: 30, page: 1, pageCount: 2 });
    expect(first.messages).toHaveLength(25);
    expect(first.messages[0]!.name).toBe("Batch 29");
    const second = await read("?mq=batch&mp=2");
    expect(second.messages.map((message) => message.name)).toEqual([
      "Batch 04",
      "Batch 03",
      "Batch 02",
      "Batch 01",
      "Batch 00",
    ]);
    expect((await read("?mq=batch&mp=99")).page).toBe(2);
  });

  it("marks a message handled (and read, so the unread count drops) and back, shown in the list", async () => {
    const jamie = await idOf("Jamie Rivera");
    expect(await post({ intent: "mark-handled", id: jamie })).toEqual(changed(true));

    const handled = (await read("?mf=handled")).messages;
    expect(handled.map((message) => message.name)).toEqual(["Jamie Rivera"]);
    expect(handled[0]!.handledAt).toEqual(expect.any(String));
    expect(handled[0]!.isRead).toBe(true);
    expect(await names("?mf=open")).toEqual(["Sam Ortiz", "Alex Kim"]);
    expect(await countUnreadContactMessages(database.db)).toBe(1);
    expect((await loadAdminOverview(database.db)).messages).toEqual({ total: 3, unread: 1 });
    expect((await read()).unread).toBe(1);

    // Undo: open again, still read.
    expect(await post({ intent: "mark-open", id: jamie })).toEqual(changed(true));
    const reopened = (await read()).messages.find((message) => message.id === jamie)!;
    expect(reopened).toMatchObject({ handledAt: null, isRead: true });
    expect(await names("?mf=handled")).toEqual([]);
    expect((await loadAdminOverview(database.db)).messages).toEqual({ total: 3, unread: 1 });
  });

  it("keeps the first handled time when a message is marked handled twice", async () => {
    const sam = await idOf("Sam Ortiz");
    await post({ intent: "mark-handled", id: sam });
    const first = (await read("?mf=handled")).messages[0]!.handledAt;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await post({ intent: "mark-handled", id: sam });
    expect((await read("?mf=handled")).messages[0]!.handledAt).toBe(first);
  });

  it("refuses an unknown action or message id with a clear error and changes nothing", async () => {
    const jamie = await idOf("Jamie Rivera");
    const unknown = await post({ intent: "mark-spam", id: jamie });
    expect(unknown).toMatchObject({ kind: "reply", status: 400, body: { error: expect.any(String) } });
    expect(await post({ intent: "mark-handled", id: "not-a-uuid" })).toEqual({
      kind: "reply",
      status: 400,
      body: { error: "Unknown message." },
    });
    expect(await names("?mf=handled")).toEqual([]);
    expect(await post({ intent: "mark-handled", id: "00000000-0000-4000-8000-000000000000" })).toEqual(changed(false));
  });

  it("asks the spec's confirmation before a delete, and deletes once it is answered", async () => {
    const sam = await idOf("Sam Ortiz");
    const asked = await post({ intent: "delete", id: sam });
    expect(asked).toMatchObject({ kind: "confirm", confirmation: { key: "deleteMessage", step: 0 } });
    expect(await names()).toContain("Sam Ortiz");
    const confirmed = await post({
      intent: "delete",
      id: sam,
      [confirmedField]: String(confirmations.deleteMessage.questions.length),
    });
    expect(confirmed).toEqual(changed(true));
    expect(await names()).toEqual(["Jamie Rivera", "Alex Kim"]);
  });

  it("answers the handler's result as HTTP through the route: in place, no redirect", async () => {
    const jamie = await idOf("Jamie Rivera");
    expect(await postToRoute({ intent: "mark-read", id: jamie })).toMatchObject({
      data: { ok: true, found: true },
      init: { status: 200 },
    });
    expect(await postToRoute({ intent: "mark-read", id: "not-a-uuid" })).toMatchObject({
      data: { error: "Unknown message." },
      init: { status: 400 },
    });
    expect(await postToRoute({ intent: "delete", id: jamie })).toMatchObject({
      data: { confirmation: { key: "deleteMessage", step: 0, fields: { intent: "delete", id: jamie } } },
    });
  });
});
