import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseInput, parseLenientInput } from "./parse-input";
import { pageNumberSchema, searchTextSchema, slugSchema, uuidSchema } from "./schemas";

const schema = z.object({
  name: z.string().min(1, "Please enter your name."),
  tags: z.array(z.string()).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

describe("parseInput", () => {
  it("reads a form: one value as a string, a repeated name as a list", () => {
    const form = new FormData();
    form.append("name", "Sam");
    form.append("tags", "a");
    form.append("tags", "b");
    expect(parseInput(schema, form)).toEqual({ ok: true, data: { name: "Sam", tags: ["a", "b"], page: 1 } });
  });

  it("reads search parameters from a URL or URLSearchParams", () => {
    const url = new URL("https://example.com/blog?name=Sam&page=3");
    expect(parseInput(schema, url)).toEqual({ ok: true, data: { name: "Sam", page: 3 } });
    expect(parseInput(schema, url.searchParams)).toEqual({ ok: true, data: { name: "Sam", page: 3 } });
  });

  it("reads route parameters and parsed JSON as they are", () => {
    expect(parseInput(z.object({ slug: slugSchema }), { slug: "custody-101" }).ok).toBe(true);
    expect(parseInput(schema, { name: "Sam", page: 2 })).toEqual({ ok: true, data: { name: "Sam", page: 2 } });
  });

  it("answers the first message overall and per field", () => {
    expect(parseInput(schema, { name: "", page: 0 })).toEqual({
      ok: false,
      message: "Please enter your name.",
      fieldErrors: { name: "Please enter your name.", page: expect.any(String) },
    });
  });

  it("a value that is not an object at all fails with no field", () => {
    const result = parseInput(schema, null);
    expect(result.ok).toBe(false);
    expect(result.ok ? null : result.fieldErrors).toEqual({});
  });
});

describe("the shared schemas", () => {
  it("slugs: lower-case letters, digits and hyphens, at most 120", () => {
    for (const slug of ["custody-101", "a", "x".repeat(120)]) expect(slugSchema.safeParse(slug).success).toBe(true);
    for (const slug of ["", "Not_A_Slug!", "UPPER", "a/b", "x".repeat(121), 42]) {
      expect(slugSchema.safeParse(slug).success, String(slug)).toBe(false);
    }
  });

  it("ids: any 8-4-4-4-12 hexadecimal id PostgreSQL reads, in either case", () => {
    for (const id of [
      "00000000-0000-4000-8000-000000000000",
      "00000000-0000-0000-0000-000000000000",
      "5A3B1E00-0000-4000-8000-000000000001",
    ]) {
      expect(uuidSchema.safeParse(id).success, id).toBe(true);
    }
    for (const id of ["not-an-id", "00000000-0000-4000-8000-00000000000", "{00000000-0000-4000-8000-000000000000}"]) {
      expect(uuidSchema.safeParse(id).success, id).toBe(false);
    }
  });
});

describe("a list's URL", () => {
  const listQuery = z.object({ q: searchTextSchema(10), page: pageNumberSchema });
  const read = (search: string) => parseLenientInput(listQuery, new URLSearchParams(search));

  it("reads the search trimmed and cut, never refused", () => {
    expect(read("q=+custody+")).toMatchObject({ q: "custody" });
    expect(read(`q=${"x".repeat(30)}`).q).toBe("x".repeat(10));
    expect(read("").q).toBe("");
  });

  it("reads a page as parseInt does, else page 1", () => {
    expect(read("page=3").page).toBe(3);
    expect(read("page=3abc").page).toBe(3);
    expect(read("page=-2").page).toBe(-2);
    for (const search of ["", "page=", "page=abc", "page=0"]) expect(read(search).page, search).toBe(1);
  });

  it("throws for a schema that can refuse, as the bug it is", () => {
    expect(() => parseLenientInput(z.object({ id: uuidSchema }), new URLSearchParams("id=x"))).toThrow(
      /lenient schema refused/,
    );
  });
});
