import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./preferred-encoding.ts";

describe("preferredEncoding", () => {
  it("prefers brotli, then gzip, whatever order the client lists them in", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("br;q=1.0, gzip;q=0.8")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("GZIP")).toBe("gzip");
  });

  it("sends nothing compressed when the client takes neither or has no header", () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding("")).toBeUndefined();
    expect(preferredEncoding("identity")).toBeUndefined();
    expect(preferredEncoding("deflate")).toBeUndefined();
  });

  it("honours a coding refused with q=0", () => {
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("br; q=0.000, gzip;q=0")).toBeUndefined();
    expect(preferredEncoding("br;q=0.1")).toBe("br");
  });

  it("does not mistake a longer name for a known one", () => {
    expect(preferredEncoding("x-gzip-extended, brx")).toBeUndefined();
  });
});
