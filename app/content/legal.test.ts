import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { siteStoragePrefix } from "~/lib/quick-exit";
import { attorneyAdvertising, jurisdictionList, licensedJurisdictions, shortDisclaimer } from "./legal";
import { browsingSafelyPage, disclaimerPage, privacyPage } from "./legal-pages";

describe("legal notices", () => {
  it("say in plain words: general information, not legal advice, no attorney–client relationship", () => {
    expect(shortDisclaimer.text).toMatch(/general information, not legal advice/i);
    expect(shortDisclaimer.text).toMatch(/attorney–client relationship/);
    const long = disclaimerPage.sections.map((section) => section.heading);
    expect(long).toEqual(expect.arrayContaining(["Not legal advice", "No attorney–client relationship"]));
  });

  it("name where the host is licensed, on the disclaimer page too", () => {
    expect(licensedJurisdictions.length).toBeGreaterThan(0);
    const text = disclaimerPage.sections.flatMap((section) => section.paragraphs).join(" ");
    for (const name of licensedJurisdictions) expect(text).toContain(name);
    expect(jurisdictionList(["California"])).toBe("California");
    expect(jurisdictionList(["California", "Oregon", "Washington"])).toBe("California, Oregon and Washington");
  });

  it("leave the 'Attorney Advertising' label off until the owner turns it on", () => {
    expect(attorneyAdvertising).toEqual({ show: false, label: "Attorney Advertising" });
  });

  it("tell what the site stores: messages, admins' accounts, the browser's own storage, and no third-party analytics (its own visitor statistics are a section of their own: app/content/analytics-privacy.ts)", () => {
    const privacy = privacyPage.sections.flatMap((section) => [section.heading, ...section.paragraphs]).join(" ");
    for (const fact of [
      /contact form/,
      /accounts/i,
      /where you stopped in each episode/,
      /conversation/,
      /no third-party analytics/i,
    ]) {
      expect(privacy).toMatch(fact);
    }
  });

  it("explain the quick exit, private windows and history on 'Browsing safely'", () => {
    const headings = browsingSafelyPage.sections.map((section) => section.heading);
    expect(headings).toEqual(["Leave this site quickly", "Use a private window", "Clear your history", "Other traces"]);
  });
});

describe("what the site keeps in the browser", () => {
  // The quick exit clears every key under one prefix (app/.server/quick-exit-script.ts): a key
  // outside it would survive "Leave site".
  it("is kept under the prefix the quick exit clears", () => {
    const keys: string[] = [];
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !entry.name.includes(".test.")) {
          const source = readFileSync(path, "utf8");
          if (!/localStorage|sessionStorage/.test(source)) continue;
          for (const [, key] of source.matchAll(/_KEY = "([^"]+)"/g)) keys.push(key!);
        }
      }
    };
    walk(join(import.meta.dirname, ".."));
    expect(keys.length).toBeGreaterThanOrEqual(4);
    for (const key of keys) expect(key.startsWith(siteStoragePrefix), key).toBe(true);
  });
});
