import { describe, expect, it } from "vitest";
import { cleanExcerpt, MAX_EXCERPT_LENGTH, removeFooterParagraph, removePostFooter } from "./clean-excerpt";

const YOAST_FOOTER =
  '<p>The post <a rel="nofollow" href="https://example.com/custody/">Custody &amp; the Holidays</a> appeared first on <a rel="nofollow" href="https://example.com">Untangled</a>.</p>';

describe("removePostFooter", () => {
  it("removes the trailing 'The post … appeared first on …' footer", () => {
    expect(removePostFooter("Holidays are hard. The post Custody Basics appeared first on Untangled.")).toBe(
      "Holidays are hard.",
    );
    expect(removePostFooter("Holidays are hard\nThe post Custody Basics appeared first on Untangled.")).toBe(
      "Holidays are hard",
    );
    expect(removePostFooter("The post Custody Basics appeared first on Untangled.")).toBe("");
  });

  it("leaves text that only uses the words, or where the footer is not at the end", () => {
    const text = "We mapped how the post office appeared first on the list of places to visit.";
    expect(removePostFooter(text)).toBe(text);
    const early = "The post X appeared first on Y. Then a whole second paragraph of the post follows here.";
    expect(removePostFooter(early)).toBe(early);
  });
});

describe("cleanExcerpt", () => {
  it("turns a WordPress feed description into plain text without the footer", () => {
    const html = `<p>One of the reasons I love co&#8209;parenting plans is that they work &amp; last.</p>\n${YOAST_FOOTER}`;
    expect(cleanExcerpt(html)).toBe("One of the reasons I love co\u2011parenting plans is that they work & last.");
  });

  it("keeps at most three whole sentences", () => {
    const text = "First sentence. Second one! Third one? Fourth sentence is dropped. Fifth too.";
    expect(cleanExcerpt(`<p>${text}</p>`)).toBe("First sentence. Second one! Third one?");
  });

  it("does not split after common abbreviations", () => {
    expect(cleanExcerpt("Dr. Jane Smith joins us. Mr. Lee explains mediation. We talk money. And more.")).toBe(
      "Dr. Jane Smith joins us. Mr. Lee explains mediation. We talk money.",
    );
  });

  it("stays within the length limit with whole sentences", () => {
    const sentence = `Words ${"word ".repeat(29).trim()}.`;
    const excerpt = cleanExcerpt(`${sentence} ${sentence} ${sentence}`);
    expect(excerpt).toBe(`${sentence} ${sentence}`);
    expect(excerpt.length).toBeLessThanOrEqual(MAX_EXCERPT_LENGTH);
  });

  it("cuts one overlong sentence at a word boundary with an ellipsis", () => {
    const excerpt = cleanExcerpt(`<p>${"lengthy ".repeat(80)}end.</p>`);
    expect(excerpt.length).toBeLessThanOrEqual(MAX_EXCERPT_LENGTH);
    expect(excerpt).toMatch(/^lengthy lengthy .*lengthy…$/);
  });

  it("replaces WordPress's [&hellip;] with an ellipsis and drops a 'Continue reading' link", () => {
    expect(cleanExcerpt("<p>Custody schedules can be simple if you plan early [&hellip;]</p>")).toBe(
      "Custody schedules can be simple if you plan early…",
    );
    expect(
      cleanExcerpt('<p>Plan early. <a href="https://example.com/p">Continue reading <span>Custody</span> →</a></p>'),
    ).toBe("Plan early.");
  });

  it("drops scripts and styles, and answers an empty string for empty input", () => {
    expect(cleanExcerpt("<script>alert(1)</script><style>p{}</style><p>Safe text.</p>")).toBe("Safe text.");
    expect(cleanExcerpt("")).toBe("");
    expect(cleanExcerpt("<p> </p>")).toBe("");
  });
});

describe("removeFooterParagraph", () => {
  it("removes the footer paragraph at the end of sanitized content, and nothing else", () => {
    const footer =
      '<p>The post <a href="https://example.com/p/" rel="noopener noreferrer" target="_blank">Custody</a> appeared first on <a href="https://example.com/" rel="noopener noreferrer" target="_blank">Untangled</a>.</p>';
    expect(removeFooterParagraph(`<p>Body.</p>\n${footer}`)).toBe("<p>Body.</p>");
    const mention =
      "<p>Body.</p><p>I said the post appeared first on Monday, which surprised everyone who read it.</p>";
    expect(removeFooterParagraph(mention)).toBe(mention);
    expect(removeFooterParagraph(`${footer}<p>After.</p>`)).toBe(`${footer}<p>After.</p>`);
  });
});
