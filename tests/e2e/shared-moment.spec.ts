import { expect, test, waitForHydration } from "./support/test";

// A shared moment shows that moment from the first frame, not 0:00 (or a full bar) until play starts.
// (The sample episodes play 12 seconds of audio, so the moment is 0:10, on the slider's 5-second steps.)
test("after ?t=10, 'Copy link at' and the position slider show 0:10 before anything plays", async ({ page }) => {
  await page.goto("/episodes/spousal-support-myths-busted?t=10");
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: /^Copy link at / })).toHaveText("Copy link at 0:10");
  const position = page.getByRole("slider", { name: "Position" });
  await expect(position).toHaveValue("10");
  await expect(position).toHaveAttribute("aria-valuetext", /^0:10 of 0:12$/);
  expect(Number(await position.getAttribute("max"))).toBeGreaterThan(10);
});
