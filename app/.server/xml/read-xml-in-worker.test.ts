import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generatedFeed } from "../../../tests/fixtures/feeds/generated-feed";
import { readXmlDocument, XmlDocumentError } from "./read-xml-document";
import { readXmlInWorker } from "./read-xml-in-worker";

const fixtures = path.resolve(import.meta.dirname, "../../../tests/fixtures/feeds");
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name), "utf8");
const items = "rss.channel.item";

describe("readXmlInWorker", () => {
  it("reads a feed into the same tree as readXmlDocument", async () => {
    for (const text of [
      fixture("podbean-divorce-show.xml"),
      fixture("podcasting20-unusual-prefixes.xml"),
      generatedFeed(50),
    ]) {
      const here = readXmlDocument(text, { isArray: (jPath) => jPath === items });
      expect(await readXmlInWorker(text, { arrayPaths: [items] })).toEqual(here);
    }
  });

  it("decodes HTML's named references and refuses declared entities and malformed XML alike", async () => {
    const named = `<rss><channel><title>Caf&eacute; &amp; &euro;5 &frac12;</title></channel></rss>`;
    expect(await readXmlInWorker(named, { arrayPaths: [] })).toEqual(readXmlDocument(named, { isArray: () => false }));
    await expect(readXmlInWorker(fixture("entity-bomb.xml"), { arrayPaths: [] })).rejects.toMatchObject({
      code: "entities",
    });
    const malformed = readXmlInWorker(fixture("malformed.xml"), { arrayPaths: [] });
    await expect(malformed).rejects.toBeInstanceOf(XmlDocumentError);
    await expect(malformed).rejects.toMatchObject({ code: "malformed" });
  });
});
