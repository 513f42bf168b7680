import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contactAcknowledgement, wordingVersion } from "~/content/contact";
import { guides } from "~/content/guides";
import { books } from "~/content/books";
import { guestBenefits, guestBenefitsTitle, pastGuests } from "~/content/expert-guests";
import { partnerHero } from "~/content/guest-opportunities";
import { mediaCards } from "~/content/media-cards";
import { outlets } from "~/content/outlets";
import { formatPrice, packages } from "~/content/packages";
import { valueCards } from "~/content/value-cards";

// The spec fixes these counts and words; a content edit that breaks one should fail here, not in review.
describe("home content", () => {
  it("lists exactly 18 distinct outlets", () => {
    expect(outlets).toHaveLength(18);
    expect(new Set(outlets).size).toBe(18);
  });

  it("has the three value cards in order", () => {
    expect(valueCards.map((card) => card.title)).toEqual(["Expert Guests", "Real Advice", "Life Beyond Divorce"]);
  });
});

describe("about content", () => {
  it("has a media grid of 4 cards, some linking out to videos over https", () => {
    expect(mediaCards).toHaveLength(4);
    const videos = mediaCards.filter((card) => card.videoUrl);
    expect(videos.length).toBeGreaterThan(0);
    for (const card of videos) expect(card.videoUrl).toMatch(/^https:\/\//);
    for (const card of mediaCards) expect(card.image).toMatch(/^\/images\/.+\.(svg|png|jpe?g|webp|avif)$/);
  });
});

describe("resources content", () => {
  it("offers 4 guides whose PDF files exist under public/resources/", () => {
    expect(guides).toHaveLength(4);
    for (const guide of guides) {
      expect(guide.title.trim()).not.toBe("");
      expect(guide.description.trim()).not.toBe("");
      expect(guide.file).toMatch(/^\/resources\/[\w.-]+\.pdf$/);
      expect(guide.pages).toBeGreaterThan(0);
      expect(existsSync(join(process.cwd(), "public", guide.file)), `${guide.file} is missing`).toBe(true);
    }
  });

  it("recommends 10 distinct books, each with an https purchase link", () => {
    expect(books).toHaveLength(10);
    expect(new Set(books.map((book) => book.title)).size).toBe(10);
    for (const book of books) {
      expect(book.author.trim()).not.toBe("");
      expect(book.description.trim()).not.toBe("");
      expect(new URL(book.purchaseUrl).protocol).toBe("https:");
    }
  });
});

describe("guest opportunities content", () => {
  it("has the three packages with the spec's names and prices", () => {
    expect(packages.map((item) => [item.name, item.priceLabel])).toEqual([
      ["Basic Package", "$1,500"],
      ["Growth Package", "$2,000"],
      ["Premium Package", "$3,000"],
    ]);
    for (const item of packages) expect(item.priceLabel).toBe(formatPrice(item.price));
  });

  it("marks only the Growth package as most popular, with its IG Live and three posts", () => {
    expect(packages.filter((item) => item.mostPopular).map((item) => item.name)).toEqual(["Growth Package"]);
    const growth = packages.find((item) => item.id === "growth");
    expect(growth?.features.some((feature) => /20-minute IG Live/.test(feature))).toBe(true);
    expect(growth?.features.some((feature) => /three additional posts/i.test(feature))).toBe(true);
  });

  it("claims 5M+ streams and top 1% worldwide", () => {
    expect(partnerHero.stats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      "5M+ Total Streams",
      "Top 1% Worldwide",
    ]);
  });

  it("names 3 past expert guests, each with a bio", () => {
    expect(pastGuests).toHaveLength(3);
    for (const guest of pastGuests) expect(guest.bio.trim()).not.toBe("");
  });

  it("lists the 4 things a guest will receive", () => {
    expect(guestBenefitsTitle).toBe("What You Will Receive");
    expect(guestBenefits.map((benefit) => benefit.title)).toEqual([
      "Strategic Episode Planning Session",
      "Professional Recording and Production",
      "Dedicated Episode Link",
      "Targeted Social Media Promotion",
    ]);
  });
});

describe("the contact form's acknowledgement", () => {
  it("has the issue's wording, and a version that changes with any change of it", () => {
    expect(contactAcknowledgement.text).toBe(
      "I understand that sending this form does not make me a client, and I will not include confidential details",
    );
    expect(contactAcknowledgement.version).toBe(wordingVersion(contactAcknowledgement.text));
    expect(contactAcknowledgement.version).toMatch(/^ack-[0-9a-f]{8}$/);
    expect(wordingVersion(`${contactAcknowledgement.text}.`)).not.toBe(contactAcknowledgement.version);
    expect(wordingVersion(contactAcknowledgement.text.replace("client", "Client"))).not.toBe(
      contactAcknowledgement.version,
    );
  });
});
