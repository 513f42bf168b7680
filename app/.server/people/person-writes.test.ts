import { describe, expect, it } from "vitest";
import { parsePersonForm } from "./person-writes";

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
};

describe("parsePersonForm", () => {
  it("keeps text and http(s) addresses only, labelling a bare link by its host", () => {
    const parsed = parsePersonForm(
      form({
        name: " <b>Jane</b> Smith ",
        bio: "One.\r\n\r\n<img src=x onerror=alert(1)>Two &amp; three.",
        photoUrl: "",
        websiteUrl: "https://jane.example",
        links: "Instagram: https://instagram.com/jane\n\nhttps://www.youtube.com/@jane",
      }),
    );
    expect(parsed).toEqual({
      ok: true,
      input: {
        name: "Jane Smith",
        bio: "One.\n\nTwo & three.",
        photoUrl: null,
        websiteUrl: "https://jane.example/",
        links: [
          { label: "Instagram", url: "https://instagram.com/jane" },
          { label: "youtube.com", url: "https://www.youtube.com/@jane" },
        ],
      },
    });
  });

  it("refuses a missing name and addresses that are not http(s), keeping what was typed", () => {
    const parsed = parsePersonForm(
      form({
        name: "<script></script>",
        bio: "",
        photoUrl: "javascript:alert(1)",
        websiteUrl: "",
        links: "Me ftp://x",
      }),
    );
    expect(parsed).toMatchObject({
      ok: false,
      values: { photoUrl: "javascript:alert(1)", links: "Me ftp://x" },
      errors: {
        name: "Please enter the person's name.",
        photoUrl: "The photo URL must be an http(s) address.",
        links: 'Link 1 is not "Label https://…": Me ftp://x',
      },
    });
  });
});
