import { describe, expect, it } from "vitest";
import { readEnv } from "../env";
import { describeSettings } from "./admin-settings";

const noticeRow = (source: Record<string, string>) =>
  describeSettings(readEnv({ NODE_ENV: "test", ...source }))
    .flatMap((group) => group.rows)
    .find((row) => row.label === "Email notice of each new contact message")!;

describe("the settings page's email notice", () => {
  it("is off, and says how to turn it on, while SMTP_URL and NOTIFY_EMAIL are unset", () => {
    expect(noticeRow({})).toMatchObject({ value: "off", source: "off until SMTP_URL and NOTIFY_EMAIL are set" });
  });

  it("names the recipient and the server's host, never the SMTP password", () => {
    const row = noticeRow({
      SMTP_URL: "smtps://mailer:s3cret@smtp.example.com:465",
      NOTIFY_EMAIL: "owner@example.com",
    });
    expect(row.value).toBe("on: to owner@example.com through smtp.example.com:465");
    expect(JSON.stringify(row)).not.toContain("s3cret");
  });
});

describe("the settings page's search by meaning", () => {
  const row = (source: Record<string, string>) =>
    describeSettings(readEnv({ NODE_ENV: "test", ...source }))
      .flatMap((group) => group.rows)
      .find((row) => row.label === "Episode search by meaning (embeddings)")!;

  it("is off until EMBEDDINGS_BASE_URL and EMBEDDINGS_MODEL are set, then names the model, never the key", () => {
    expect(row({})).toMatchObject({
      value: "off",
      source: "off until EMBEDDINGS_BASE_URL and EMBEDDINGS_MODEL are set",
    });
    const on = row({
      EMBEDDINGS_BASE_URL: "http://127.0.0.1:11434/v1",
      EMBEDDINGS_MODEL: "nomic-embed-text",
      EMBEDDINGS_API_KEY: "s3cret-key",
    });
    expect(on.value).toBe("on (nomic-embed-text)");
    expect(JSON.stringify(on)).not.toContain("s3cret");
  });
});
