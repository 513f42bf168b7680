import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { AttorneyAdvertisingLabel } from "~/components/site-footer";
import { LegalNote } from "./legal-note";

function renderInRouter(element: ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  render(<Stub initialEntries={["/"]} />);
}

describe("the legal notices' parts", () => {
  it("show the short disclaimer with its link, and the review date only when set", async () => {
    renderInRouter(<LegalNote />);
    const note = await screen.findByRole("complementary", { name: "Legal notice" });
    expect(note.textContent).toContain("General information, not legal advice.");
    expect(note.textContent).not.toContain("Legal information as of");
    expect(screen.getByRole("link", { name: "Read the full disclaimer" }).getAttribute("href")).toBe("/disclaimer");
  });

  it("say 'Legal information as of' the review date, and where", async () => {
    renderInRouter(<LegalNote lawReviewedOn="2026-03-04" jurisdictionsDiscussed="California, Oregon" />);
    const note = await screen.findByRole("complementary", { name: "Legal notice" });
    expect(note.textContent).toContain("Legal information as of March 4, 2026 · Law discussed: California, Oregon");
    expect(note.querySelector("time")?.getAttribute("datetime")).toBe("2026-03-04");
  });

  it("show 'Attorney Advertising' only when the owner turns it on", () => {
    const { container, rerender } = render(<AttorneyAdvertisingLabel />);
    expect(container.textContent).toBe("");
    rerender(<AttorneyAdvertisingLabel setting={{ show: true, label: "Attorney Advertising" }} />);
    expect(container.textContent).toBe("Attorney Advertising");
  });
});
