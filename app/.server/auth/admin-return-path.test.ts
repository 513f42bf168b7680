import { describe, expect, it } from "vitest";
import { adminReturnPath, safeAdminPath, safeReturnPath, secondFactorSetupPath, signInPath } from "./admin-return-path";

describe("the admin return path after setting up a second factor", () => {
  it("follows admin pages on this site", () => {
    expect(safeAdminPath("/admin")).toBe("/admin");
    expect(safeAdminPath("/admin/episodes?page=2")).toBe("/admin/episodes?page=2");
    expect(adminReturnPath(new URLSearchParams("required=admin&returnTo=%2Fadmin%2Fblog"))).toBe("/admin/blog");
    expect(adminReturnPath(new URLSearchParams("required=admin"))).toBe("/admin");
  });

  it("never leaves the admin area or the site", () => {
    for (const hostile of [
      "https://evil.example/admin",
      "//evil.example/admin",
      "/\\evil.example/admin",
      "/\t/evil.example/admin",
      "/admin/../auth",
      "/administrator",
      "/",
      "javascript:alert(1)",
      "",
    ]) {
      expect(safeAdminPath(hostile), hostile).toBeUndefined();
      expect(adminReturnPath(new URLSearchParams({ required: "admin", returnTo: hostile })), hostile).toBe("/admin");
    }
  });

  it("applies only when the admin gate sent the visitor", () => {
    expect(adminReturnPath(new URLSearchParams("returnTo=%2Fadmin"))).toBeUndefined();
    expect(adminReturnPath(new URLSearchParams())).toBeUndefined();
  });

  it("builds the gate's address, keeping a deeper admin page to come back to", () => {
    expect(secondFactorSetupPath("/admin")).toBe("/account/security?required=admin");
    expect(secondFactorSetupPath("/admin/messages?q=x")).toBe(
      "/account/security?required=admin&returnTo=%2Fadmin%2Fmessages%3Fq%3Dx",
    );
  });
});

describe("the page a sign-in returns to", () => {
  it("is any page of this site, with its query", () => {
    expect(safeReturnPath("/admin/messages")).toBe("/admin/messages");
    expect(safeReturnPath("/account/security?x=1")).toBe("/account/security?x=1");
    expect(signInPath("/admin/messages?q=a b")).toBe("/auth?returnTo=%2Fadmin%2Fmessages%3Fq%3Da%2520b");
    expect(signInPath("/")).toBe("/auth");
  });

  it("is never another site, the sign-in pages themselves or the API", () => {
    for (const hostile of [
      "https://evil.example/",
      "//evil.example/",
      "/\\evil.example/",
      "/\t/evil.example/",
      "javascript:alert(1)",
      "/auth",
      "/auth/two-factor",
      "/setup",
      "/api/auth/sign-out",
      "/admin/../auth",
      "",
      null,
    ]) {
      expect(safeReturnPath(hostile), String(hostile)).toBeUndefined();
    }
    expect(signInPath("//evil.example/")).toBe("/auth");
  });
});
