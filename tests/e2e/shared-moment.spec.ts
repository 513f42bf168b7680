import { expect, test, waitForHydration } from "./support/test";

// A shared moment shows that moment from the first frame, not 0:00 (or a full bar) until play starts.
test("after ?t=90, 'Copy link at' and the position slider show 1:30 before anything plays", async ({ page }) => {
  await page.goto("/episodes/spousal-support-myths-busted?t=90");
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: /^Copy link at / })).toHaveText("Copy link at 1:30");
  const position = page.getByRole("slider", { name: "Position" });
  await expect(position).toHaveValue("90");
  await expect(position).toHaveAttribute("aria-valuetext", /^1:30 of /);
  expect(Number(await position.getAttribute("max"))).toBeGreaterThan(90);
});
