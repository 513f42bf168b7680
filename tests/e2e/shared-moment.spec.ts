import { expect, test, waitForHydration } from "./support/test";

// A shared moment shows that moment from the first frame, not 0:00 (or a full bar) until play starts.
// (The sample episodes play 12 seconds of audio. 0:07 lies between the arrow keys' 5-second marks: the
// slider shows it as it is, not snapped to 0:05.)
test("after ?t=7, 'Copy link at' and the position slider show 0:07 before anything plays", async ({ page }) => {
  await page.goto("/episodes/spousal-support-myths-busted?t=7");
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: /^Copy link at / })).toHaveText("Copy link at 0:07");
  const position = page.getByRole("slider", { name: "Position" });
  await expect(position).toHaveValue("7");
  await expect(position).toHaveAttribute("aria-valuetext", /^0:07 of 0:12$/);
  expect(Number(await position.getAttribute("max"))).toBeGreaterThan(7);
});
