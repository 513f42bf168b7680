import { describe, expect, it } from "vitest";
import { AppError, appErrorData, appErrorResponse } from "./app-error";

describe("AppError, turned into HTTP in one place", () => {
  const refused = new AppError("no-urls", "Please enter at least one blog post URL");

  it("carries a code, the user's message and a status (422 unless said)", () => {
    expect(refused).toBeInstanceOf(Error);
    expect(refused).toMatchObject({ code: "no-urls", userMessage: refused.message, status: 422, name: "AppError" });
    expect(new AppError("x", "Gone", { status: 404 }).status).toBe(404);
  });

  it("answers JSON endpoints `{ error }` with its status, never cached", async () => {
    const response = appErrorResponse(refused);
    expect(response.status).toBe(422);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ error: "Please enter at least one blog post URL" });
  });

  it("gives a page's loader or action the answer its error boundary shows", () => {
    const thrown = appErrorData(new AppError("guest-not-found", "Guest not found", { status: 404 }));
    expect(thrown).toMatchObject({ data: "Guest not found", init: { status: 404 } });
  });
});
