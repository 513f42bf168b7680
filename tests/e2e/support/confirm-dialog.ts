import type { Page } from "@playwright/test";
import { expect } from "./test";

/**
 * Answers the admin area's confirmation dialog (an ARIA alertdialog) and returns the question it
 * asked; "yes" presses its confirming button, "no" presses Cancel.
 */
export async function answerConfirmation(page: Page, answer: "yes" | "no"): Promise<string> {
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  const question = (await dialog.getByRole("paragraph").first().textContent()) ?? "";
  await expect(dialog).toHaveAccessibleDescription(question);
  const button =
    answer === "no"
      ? dialog.getByRole("button", { name: "Cancel" })
      : dialog.getByRole("button").filter({ hasNotText: "Cancel" });
  await button.click();
  return question;
}
