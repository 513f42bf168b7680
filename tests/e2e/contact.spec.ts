import crypto from "node:crypto";
import { publicPagePatterns, publicPages } from "../../app/content/public-pages.ts";
import { e2eDatabaseUrl, queryE2eDatabase } from "./support/database";
import { expect, test, waitForHydration } from "./support/test";

const successMessage = "Thank you! Your message has been sent. We'll be in touch soon.";
const acknowledgement =
  "I understand that sending this form does not make me a client, and I will not include confidential details";
const acknowledgementMissing = "Please tick this box to confirm you understand before sending your message.";

test.describe("contact form", () => {
  test("shows every field of the spec, marked required", async ({ page }) => {
    await page.goto("/contact");
    for (const label of ["Name", "Email", "Inquiry Type", "Message"]) {
      // "Name" alone: the other party's field's label has the word too.
      const field =
        label === "Name" ? page.getByRole("textbox", { name: "Name", exact: true }) : page.getByLabel(label);
      await expect(field).toBeVisible();
      await expect(field).toHaveAttribute("required", "");
    }
    await expect(page.locator('label[for="contact-name"]')).toContainText("*");
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Message")).toHaveAttribute("rows", "6");
    const options = await page.getByLabel("Inquiry Type").locator("option").allTextContents();
    expect(options).toEqual([
      "Select an option",
      "Apply to Be a Guest (paid appearance)",
      "Media Inquiry",
      "General Question",
      "Request a consultation",
    ]);
    // The acknowledgement (issue 32): required, in its exact words; the other party's name is optional.
    const box = page.getByRole("checkbox", { name: acknowledgement });
    await expect(box).toHaveAttribute("required", "");
    await expect(box).not.toBeChecked();
    await expect(page.locator('label[for="contact-acknowledgement"]')).toHaveText(`${acknowledgement}*`);
    await expect(page.getByLabel("Other party's full name")).not.toHaveAttribute("required", "");
  });

  test("required fields block the submission", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    let posted = false;
    page.on("request", (request) => {
      // The form's own post (the page's analytics beacon is a POST too, to /api/analytics).
      if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/contact")) posted = true;
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    expect(
      await page
        .getByRole("textbox", { name: "Name", exact: true })
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Sam");
    await page.getByLabel("Email").fill("not an email");
    await page.getByRole("button", { name: "Send Message" }).click();
    expect(await page.getByLabel("Email").evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(
      true,
    );
    expect(posted).toBe(false);
    await expect(page.getByText(successMessage)).toHaveCount(0);
  });

  test("a valid message shows the success toast, clears the form and is stored", async ({ page }) => {
    const marker = `e2e-${crypto.randomUUID()}`;
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Taylor Brooks");
    await page.getByLabel("Email").fill("taylor@example.com");
    await page.getByLabel("Inquiry Type").selectOption("media");
    await page.getByLabel("Message").fill(`I produce a radio segment on family finances. ${marker}`);
    await page.getByRole("checkbox", { name: acknowledgement }).check();
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByText(successMessage)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
    await expect(page.getByLabel("Email")).toHaveValue("");
    await expect(page.getByLabel("Inquiry Type")).toHaveValue("");
    await expect(page.getByLabel("Message")).toHaveValue("");
    await expect(page.getByRole("checkbox", { name: acknowledgement })).not.toBeChecked();

    test.skip(!e2eDatabaseUrl, "reading the stored row needs the e2e server on PostgreSQL (TEST_DATABASE_URL)");
    const rows = await queryE2eDatabase<{ name: string; email: string; inquiry: string; acknowledged: boolean }>(
      "select name, email, inquiry, acknowledged_at is not null as acknowledged from contact_messages where message like $1",
      [`%${marker}`],
    );
    expect(rows).toEqual([
      { name: "Taylor Brooks", email: "taylor@example.com", inquiry: "media", acknowledged: true },
    ]);
  });

  test("works without JavaScript: post, redirect, toast", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("No Script");
    await page.getByLabel("Email").fill("noscript@example.com");
    await page.getByLabel("Inquiry Type").selectOption("general");
    await page.getByLabel("Message").fill("Sent from a browser without JavaScript.");
    await page.getByRole("checkbox", { name: acknowledgement }).check();
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("status").filter({ hasText: successMessage })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
    await context.close();
  });

  test("the server's validation explains each bad field and keeps what was typed", async ({ browser }) => {
    // Without JavaScript and with the browser's own checks off, only the server stands in the way.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    await page.locator("form").evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Riley");
    await page.getByLabel("Email").fill("riley@");
    await page.getByLabel("Message").fill("My question is about mediation.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toContainText("Please correct the highlighted fields.");
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(page.getByText("Please choose an inquiry type.")).toBeVisible();
    await expect(page.getByText(acknowledgementMissing)).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Riley");
    await expect(page.getByLabel("Message")).toHaveValue("My question is about mediation.");
    await context.close();
  });

  test("the server refuses a message without the acknowledgement, with the reason beside the box", async ({ page }) => {
    const marker = `e2e-ack-${crypto.randomUUID()}`;
    await page.goto("/contact");
    await waitForHydration(page);
    // The browser's own check would stop it first; the server must refuse it anyway (the JavaScript path).
    await page.locator("form").evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Jordan Vale");
    await page.getByLabel("Email").fill("jordan@example.com");
    await page.getByLabel("Inquiry Type").selectOption("general");
    await page.getByLabel("Message").fill(`A question about mediation. ${marker}`);
    await page.getByRole("button", { name: "Send Message" }).click();

    const box = page.getByRole("checkbox", { name: acknowledgement });
    await expect(page.getByRole("alert")).toContainText("Please correct the highlighted fields.");
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription(acknowledgementMissing);
    await expect(page.getByText(successMessage)).toHaveCount(0);
    // Nothing typed is lost; ticking the box sends it.
    await expect(page.getByLabel("Message")).toHaveValue(`A question about mediation. ${marker}`);
    await box.check();
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(successMessage)).toBeVisible();

    test.skip(!e2eDatabaseUrl, "reading the stored rows needs the e2e server on PostgreSQL (TEST_DATABASE_URL)");
    const rows = await queryE2eDatabase<{ count: string }>(
      "select count(*) from contact_messages where message like $1",
      [`%${marker}`],
    );
    expect(rows).toEqual([{ count: "1" }]);
  });

  test("the consultation path: About's call to action opens the form with 'Request a consultation' chosen", async ({
    page,
  }) => {
    await page.goto("/about");
    // The browser tests' server has no BOOKING_URL: the path is the contact form.
    const cta = page.getByRole("complementary", { name: "Facing this in your own family?" });
    await expect(cta.getByRole("link", { name: "Book a consultation" })).toHaveAttribute(
      "href",
      "/contact?inquiry=consultation",
    );
    await cta.getByRole("link", { name: "Book a consultation" }).click();
    await expect(page).toHaveURL("/contact?inquiry=consultation");
    await expect(page.getByLabel("Inquiry Type")).toHaveValue("consultation");
    await expect(page.getByLabel("Inquiry Type").locator("option:checked")).toHaveText("Request a consultation");
  });

  test("the other party's name is on no public page after it is sent", async ({ page, request }) => {
    const otherParty = `Isadora Quill-${crypto.randomUUID().slice(0, 8)}`;
    await page.goto("/contact");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Sasha Greer");
    await page.getByLabel("Email").fill("sasha@example.com");
    await page.getByLabel("Inquiry Type").selectOption("consultation");
    await page.getByLabel("Other party's full name").fill(otherParty);
    await page.getByLabel("Message").fill("I would like a consultation about my divorce.");
    await page.getByRole("checkbox", { name: acknowledgement }).check();
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(successMessage)).toBeVisible();
    await expect(page.getByLabel("Other party's full name")).toHaveValue("");

    for (const path of [
      ...publicPages.map((entry) => entry.path),
      ...publicPagePatterns.map((entry) => entry.example),
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).not.toContain("Isadora Quill");
    }
  });
});
