import { signInAsAdmin } from "./support/accounts";
import { expect, test, waitForHydration } from "./support/test";

test("typing in the admin area tells the server the session is in use, at most every five minutes", async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page, baseURL!);
  // Installed before the page loads, so the page's own clock (when it last told the server) is the
  // fake one; the steps stay well clear of the five minutes, as a slow machine adds real seconds.
  await page.clock.install();
  await page.goto("/admin/blog");
  await waitForHydration(page);
  const pings: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/auth/get-session") pings.push(request.method());
  });
  const title = page
    .getByRole("region", { name: "Blog Post Manager" })
    .getByRole("form", { name: "Add New Blog Post" })
    .getByLabel("Title");

  await title.fill("A long post");
  await page.clock.fastForward("03:00");
  await title.pressSequentially(" written");
  expect(pings).toEqual([]);

  await page.clock.fastForward("03:00");
  await title.pressSequentially(" slowly");
  await expect.poll(() => pings).toEqual(["GET"]);
  await page.clock.fastForward("01:00");
  await title.pressSequentially(".");
  // The answer still leaves the admin signed in, and the typed text is where it was.
  await expect(title).toHaveValue("A long post written slowly.");
  expect(pings).toEqual(["GET"]);
});
