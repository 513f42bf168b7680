import { describe, expect, it } from "vitest";
import { GuardedFetchError } from "../net/guarded-fetch";
import { fetchFailureReason } from "./fetch-failure-reason";

const URL_TYPED = "https://untangled.example/post/";
const limits = { maxBytes: 5 * 1024 * 1024, timeoutMs: 15_000 };
const reason = (message: string, code: GuardedFetchError["code"], status?: number) =>
  fetchFailureReason(new GuardedFetchError(message, code, status), URL_TYPED, limits);

describe("fetchFailureReason", () => {
  it("words each guarded-fetch failure for the site owner", () => {
    expect(reason(`${URL_TYPED} answered with HTTP 404.`, "http-error", 404)).toBe("answered with HTTP 404");
    expect(reason(`${URL_TYPED} is larger than the 5 MB limit.`, "too-large")).toBe("is larger than the 5 MB limit");
    expect(reason(`${URL_TYPED} did not answer within 15 seconds.`, "timeout")).toBe(
      "did not answer within 15 seconds",
    );
    expect(reason("untangled.example points to a private or local network address, …", "private-address")).toBe(
      "points to a private or local network address",
    );
    expect(reason("169.254.169.254 points to a private or local network address, …", "private-address")).toBe(
      "redirects to a private or local network address",
    );
    expect(reason(`${URL_TYPED} redirected more than 5 times.`, "too-many-redirects")).toBe("redirects too many times");
    expect(reason("Only the standard web ports are allowed, not :8080.", "invalid-url")).toBe(
      "uses a port other than the standard web ports (80 and 443)",
    );
    expect(reason(`${URL_TYPED} could not be fetched (getaddrinfo ENOTFOUND untangled.example).`, "network")).toBe(
      "could not be reached: no such website was found",
    );
    expect(reason(`${URL_TYPED} could not be fetched (connect ECONNREFUSED 1.2.3.4:443).`, "network")).toBe(
      "refused the connection",
    );
    expect(fetchFailureReason(new Error("boom"), URL_TYPED, limits)).toBe(
      "could not be read because of an unexpected error",
    );
  });

  it("says 1 second, not 1 seconds", () => {
    expect(fetchFailureReason(new GuardedFetchError("x", "timeout"), URL_TYPED, { ...limits, timeoutMs: 1000 })).toBe(
      "did not answer within 1 second",
    );
  });
});
