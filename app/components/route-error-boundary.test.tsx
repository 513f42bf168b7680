import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { adminErrorTexts, RouteErrorMessage, siteErrorTexts, type RouteErrorTexts } from "./route-error-boundary";

const guest: RouteErrorTexts = { notFound: "Guest not found", action: { to: "/guests", label: "Back to Guests" } };

/** What the router hands a boundary for a thrown `data(…, { status })`. */
function routeError(status: number, data: unknown) {
  return { status, statusText: "", internal: false, data };
}

function render(error: unknown, texts: RouteErrorTexts): string {
  const router = createMemoryRouter([{ path: "/", element: <RouteErrorMessage error={error} texts={texts} /> }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("the one error page", () => {
  it("a 404 shows the route's own title, the 404 figure and its button", () => {
    const html = render(routeError(404, "Guest not found"), guest);
    expect(html).toContain(">404<");
    expect(html).toContain("Guest not found");
    expect(html).toContain('href="/guests"');
    expect(html).toContain("Back to Guests");
  });

  it("the site's 404 keeps the spec's words", () => {
    const html = render(routeError(404, null), siteErrorTexts);
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain("Return to Home");
  });

  it("a 400 with a short reason of the server's own words shows the reason", () => {
    const html = render(routeError(400, "The form has too many fields."), adminErrorTexts);
    expect(html).toContain("This request could not be used");
    expect(html).toContain("The form has too many fields.");
    expect(html).toContain('href="/admin"');
  });

  it("anything else shows fixed text, never the error's message", () => {
    for (const error of [new Error('relation "episodes" does not exist'), routeError(503, "db down")]) {
      const html = render(error, guest);
      expect(html).toContain("Something went wrong");
      expect(html).toContain("An unexpected error occurred. Please try again in a moment.");
      expect(html).not.toContain("does not exist");
      expect(html).not.toContain("db down");
      expect(html).not.toContain(">404<");
    }
  });
});
