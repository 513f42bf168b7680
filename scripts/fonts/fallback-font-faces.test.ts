import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { fallbackFontFaces, marker } from "./fallback-font-faces.ts";

const fontsCss = fs.readFileSync(new URL("../../app/fonts.css", import.meta.url), "utf8");

describe("the brand fonts' fallback faces", () => {
  it("app/fonts.css carries the faces computed from the fonts' metrics", () => {
    const start = fontsCss.indexOf(marker.start);
    const end = fontsCss.indexOf(marker.end);
    expect(start).toBeGreaterThan(-1);
    expect(fontsCss.slice(start + marker.start.length, end).trim()).toBe(fallbackFontFaces());
  });

  it("scales Georgia, Times New Roman and Arial to Lora's and Source Sans 3's size", () => {
    const faces = fallbackFontFaces();
    expect(faces).toContain('font-family: "Lora Fallback: Georgia"');
    expect(faces).toContain("size-adjust: 104.9796%");
    expect(faces).toContain('font-family: "Lora Fallback: Times New Roman"');
    expect(faces).toContain("size-adjust: 115.2%");
    expect(faces).toContain('font-family: "Source Sans 3 Fallback"');
    expect(faces).toContain("size-adjust: 93.7639%");
  });

  it("names only faces that the theme's font stacks use", () => {
    const families = [...fallbackFontFaces().matchAll(/font-family: "([^"]+)"/g)].map(([, family]) => family);
    const appCss = fs.readFileSync(new URL("../../app/app.css", import.meta.url), "utf8");
    for (const family of families) expect(appCss).toContain(`"${family}"`);
  });
});
