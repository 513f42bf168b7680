import { describe, expect, it } from "vitest";
import { personStructuredData } from "./person-structured-data";

const renee = {
  slug: "renee-alvarez",
  name: "Dr. Renee Alvarez",
  bio: "Child psychologist.",
  photoUrl: "/uploads/renee.webp",
  websiteUrl: "https://renee.example",
};

describe("personStructuredData", () => {
  it("names the guest's page, makes a site-relative photo absolute and lists website and links as sameAs", () => {
    expect(
      personStructuredData({ ...renee, links: [{ url: "https://social.example/@renee" }] }, "https://site.example", {
        withDescription: true,
      }),
    ).toEqual({
      "@type": "Person",
      name: "Dr. Renee Alvarez",
      url: "https://site.example/guests/renee-alvarez",
      description: "Child psychologist.",
      image: "https://site.example/uploads/renee.webp",
      sameAs: ["https://renee.example", "https://social.example/@renee"],
    });
  });

  it("leaves out what the person does not have, and the bio unless asked", () => {
    expect(personStructuredData({ ...renee, photoUrl: null, websiteUrl: null }, "https://site.example")).toEqual({
      "@type": "Person",
      name: "Dr. Renee Alvarez",
      url: "https://site.example/guests/renee-alvarez",
    });
  });
});
