import { describe, expect, it } from "vitest";
import { safeImageUrl, safeMediaUrl } from "./safe-media-url";

describe("safeImageUrl", () => {
  it("asks for an http image over https, and keeps https and site paths as they are", () => {
    expect(safeImageUrl("http://cdn.example/art.jpg")).toBe("https://cdn.example/art.jpg");
    expect(safeImageUrl("HTTP://cdn.example/art.jpg")).toBe("https://cdn.example/art.jpg");
    expect(safeImageUrl("https://cdn.example/art.jpg")).toBe("https://cdn.example/art.jpg");
    expect(safeImageUrl("/images/podcast-cover.svg")).toBe("/images/podcast-cover.svg");
  });

  it("refuses what safeMediaUrl refuses", () => {
    for (const url of ["javascript:alert(1)", "data:image/png;base64,AAAA", "//cdn.example/a.jpg", "", null]) {
      expect(safeImageUrl(url)).toBe(safeMediaUrl(url));
      expect(safeImageUrl(url)).toBeUndefined();
    }
  });
});
