/** The admin blog form's validation and normalization, before anything is written. */
import { describe, expect, it } from "vitest";
import { parseBlogPostForm } from "~/.server/blog/blog-post-form";
import { blogForm } from "../helpers/blog-posts";

describe("the admin blog form", () => {
  const refused = (form: FormData) => {
    const parsed = parseBlogPostForm(form);
    if (parsed.ok) throw new Error("expected the form to be refused");
    return parsed;
  };
  const accepted = (form: FormData) => {
    const parsed = parseBlogPostForm(form);
    if (!parsed.ok) throw new Error(`expected the form to pass: ${JSON.stringify(parsed.errors)}`);
    return parsed.input;
  };

  it("requires title, excerpt, content URL and image URL, and returns the typed values", () => {
    const empty = refused(
      blogForm({ title: " ", excerpt: "\n", contentUrl: "", imageUrl: "  ", categories: "Custody, Money" }),
    );
    expect(empty.errors).toEqual({
      title: "Please enter the title.",
      excerpt: "Please enter the excerpt.",
      contentUrl: "Please enter the content URL, or write the full post below.",
      imageUrl: "Please enter the image URL.",
    });
    expect(empty.values).toMatchObject({ title: " ", categories: "Custody, Money", isFeatured: false });

    // A form with no fields at all is refused the same way, not thrown on.
    expect(Object.keys(refused(new FormData()).errors).sort()).toEqual(["contentUrl", "excerpt", "imageUrl", "title"]);
  });

  it("lets a post with full content leave the content URL empty, but never the image URL", () => {
    const input = accepted(blogForm({ contentUrl: "  ", fullContent: "The whole post." }));
    expect(input).toMatchObject({ contentUrl: "", fullContent: "<p>The whole post.</p>" });
    expect(refused(blogForm({ contentUrl: "", fullContent: "   \n " })).errors).toEqual({
      contentUrl: "Please enter the content URL, or write the full post below.",
    });
    expect(refused(blogForm({ imageUrl: "", fullContent: "The whole post." })).errors).toEqual({
      imageUrl: "Please enter the image URL.",
    });
  });

  it("accepts only http(s) addresses or paths on this site for the content and image URLs", () => {
    for (const url of [
      "https://untangled-blog.example/post/",
      "http://untangled-blog.example/post?id=1",
      "HTTPS://UNTANGLED-BLOG.EXAMPLE/Post",
      "/images/blog/sunrise.svg",
      "  /blog/some-path  ",
    ]) {
      const input = accepted(blogForm({ contentUrl: url, imageUrl: url }));
      expect(input.contentUrl, url).toBe(url.trim());
      expect(input.imageUrl, url).toBe(url.trim());
    }
    for (const url of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "//evil.example/x.png",
      "/\\evil.example/x.png",
      "data:image/png;base64,iVBORw0KGgo=",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "ftp://files.example/a.png",
      "mailto:someone@example.com",
      "https://user:secret@untangled-blog.example/",
      "images/blog/sunrise.svg",
      "not a url",
      `https://untangled-blog.example/${"a".repeat(2048)}`,
    ]) {
      const { errors } = refused(blogForm({ contentUrl: url, imageUrl: url }));
      expect(errors, url).toEqual({
        contentUrl: "Enter a web address starting with https:// (or a path on this site starting with /).",
        imageUrl: "Enter an image address starting with https:// (or a path on this site starting with /).",
      });
    }
  });

  it("splits categories on commas, trimmed, empty ones dropped, repeats merged; none at all is null", () => {
    const categories = (text: string) => accepted(blogForm({ categories: text })).categories;
    expect(categories(" Custody ,  Co-Parenting  ,, Money ")).toEqual(["Custody", "Co-Parenting", "Money"]);
    expect(categories("Custody, custody, CUSTODY, Money, Custody")).toEqual(["Custody", "Money"]);
    expect(categories("Self   Care")).toEqual(["Self Care"]);
    expect(categories("")).toBeNull();
    expect(categories("  ")).toBeNull();
    expect(categories(" , ,, ")).toBeNull();
    expect(refused(blogForm({ categories: "c".repeat(301) })).errors).toEqual({
      categories: "Categories can be at most 300 characters in all.",
    });
  });

  it("turns plain full content into paragraphs and sanitizes markup", () => {
    const plain = accepted(blogForm({ fullContent: "  First line\nsecond line.\n\n\n  Second paragraph & more.  " }));
    expect(plain.fullContent).toBe("<p>First line<br>second line.</p>\n<p>Second paragraph &amp; more.</p>");

    const markup = accepted(
      blogForm({
        fullContent:
          '<h2 onmouseover="x()">Title</h2><p>Safe <em>text</em></p><script>alert(1)</script>' +
          '<img src=x onerror="alert(2)"><a href="javascript:alert(3)" onclick="alert(4)">click</a>' +
          "<svg onload=alert(5)></svg>",
      }),
    ).fullContent;
    expect(markup).toContain("Safe <em>text</em>");
    expect(markup).toContain("Title");
    expect(markup).toContain("click");
    expect(markup).not.toMatch(/<script|<svg|\son\w+\s*=|javascript:|alert/i);
    expect(accepted(blogForm({ fullContent: "" })).fullContent).toBe("");
  });

  it("normalizes the title and the checkbox, and enforces the length limits", () => {
    const input = accepted(
      blogForm({ title: "\t Custody \n\n Basics ", excerpt: "  An excerpt.  ", isFeatured: "on" }),
    );
    expect(input).toMatchObject({ title: "Custody Basics", excerpt: "An excerpt.", isFeatured: true });
    expect(accepted(blogForm({})).isFeatured).toBe(false);

    expect(accepted(blogForm({ title: "t".repeat(500) })).title).toHaveLength(500);
    expect(refused(blogForm({ title: "t".repeat(501) })).errors).toEqual({
      title: "The title can be at most 500 characters.",
    });
    expect(refused(blogForm({ excerpt: "e".repeat(1001) })).errors).toEqual({
      excerpt: "The excerpt can be at most 1,000 characters.",
    });
    expect(refused(blogForm({ fullContent: "f".repeat(200_001) })).errors).toEqual({
      fullContent: "The full content is too long.",
    });
  });
});
