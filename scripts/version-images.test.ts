import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { versionedImage } from "~/content/image-versions";
import { imageVersionsFile, renderImageVersions } from "./version-images";

describe("image versions", () => {
  it("match the files in public/images (run `npm run assets:versions` after changing an image)", async () => {
    expect(await readFile(imageVersionsFile, "utf8")).toBe(await renderImageVersions());
  });

  it("address a known image by its content and leave any other path alone", () => {
    expect(versionedImage("/images/podcast-cover.svg")).toMatch(/^\/images\/podcast-cover\.svg\?v=[0-9a-f]{10}$/);
    expect(versionedImage("/images/blog/sunrise.svg")).toMatch(/^\/images\/blog\/sunrise\.svg\?v=[0-9a-f]{10}$/);
    expect(versionedImage("/images/not-there.svg")).toBe("/images/not-there.svg");
  });
});
