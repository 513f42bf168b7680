import type { Page } from "@playwright/test";
import { adminSections, adminSectionUrl } from "../../app/routes/admin/sections.ts";
import { signInAsAdmin } from "./support/accounts";
import { expect, publicRoutes, test, waitForHydration } from "./support/test";

/**
 * The public pages at the widths people use (phone 390, tablet 768, small laptop 1024, laptop
 * 1366): nothing scrolls sideways, the header keeps one line, and the layout fixes of the site's
 * polish pass stay fixed. Screenshots for a person to look at go to test-results/screenshots/.
 */
const widths = [390, 768, 1024, 1366] as const;
const pages = [
  ...publicRoutes.map((route) => route.path),
  "/episodes",
  "/episodes/spousal-support-myths-busted",
  "/blog/5a3b1e00-0000-4000-8000-000000000001",
  "/no-such-page",
];

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function screenshot(page: Page, name: string, width: number) {
  if (width !== 390 && width !== 1366) return;
  await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
}

// Each page loaded once, at the narrowest width (where a page scrolls sideways if it ever does), then
// widened step by step: whether a page is wider than its window is the layout's answer at that width,
// which the browser works out again on every resize, as it does for a reader turning a tablet.
const sidewaysWidths = [360, ...widths, 1440];
for (const path of pages) {
  test(`${path} does not scroll sideways at ${sidewaysWidths.join(", ")} px`, async ({ page }) => {
    await page.setViewportSize({ width: sidewaysWidths[0]!, height: 900 });
    await page.goto(path);
    for (const width of sidewaysWidths) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
      expect(await horizontalOverflow(page), `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
}

/** Where a cell's text itself sits (its padding is not a gap a reader sees). */
function textBox(cell: Element): { left: number; right: number } {
  const range = document.createRange();
  range.selectNodeContents(cell);
  const box = range.getBoundingClientRect();
  return { left: box.left, right: box.right };
}

/** Every section of the admin area (app/routes/admin/sections.ts) and the account page. */
const signedInPages = [...adminSections.map(adminSectionUrl), "/account/security", "/"];

test("admin pages do not scroll sideways, and the signed-in header keeps one line", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page, baseURL!);
  // What the admin lists may hold words longer than a phone's line: a question typed without spaces
  // (Insights) and a long name and address (Messages).
  const origin = new URL(baseURL!).origin;
  const longWord = "supercalifragilisticexpialidociouslyunbreakablequestionaboutfinances";
  await page.request.post("/api/functions/search-episodes", {
    data: { message: `${longWord} now` },
    headers: { Origin: origin },
  });
  const sent = await page.request.post("/contact", {
    form: {
      name: `${longWord} Person`,
      email: `${longWord}@a-rather-long-domain-name-for-a-law-firm.example`,
      inquiry: "general",
      message: `Please read https://example.com/${longWord}/${longWord}/and/more before we talk.`,
      otherPartyName: `${longWord} Other`,
      acknowledgement: "yes",
    },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(302);
  for (const width of [360, ...widths, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of signedInPages) {
      await page.goto(path);
      expect(await horizontalOverflow(page), `${path} at ${width}`).toBeLessThanOrEqual(0);
      const header = await page.getByRole("banner").boundingBox();
      expect(header!.height, `header at ${width}`).toBeLessThanOrEqual(65);
      if (path.startsWith("/admin")) {
        // The admin content starts on the header's left edge, as every public page does.
        const logo = await page.getByRole("banner").getByRole("link").first().boundingBox();
        const title = await page.getByRole("heading", { level: 1 }).boundingBox();
        expect(Math.abs(title!.x - logo!.x), `${path} left edge at ${width}`).toBeLessThanOrEqual(1);
      }
      if (path === "/admin/insights") {
        // The numeric columns' headings never run together ("AskedAnsweredOpened").
        const headings = page.getByRole("columnheader");
        const boxes = await Promise.all((await headings.all()).map((heading) => heading.evaluate(textBox)));
        for (let index = 1; index < boxes.length; index++) {
          expect(boxes[index]!.left - boxes[index - 1]!.right, `insights headings at ${width}`).toBeGreaterThanOrEqual(
            8,
          );
        }
      }
    }
  }
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto("/");
  await expect(page.getByRole("banner").getByText("Menu")).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  for (const name of ["Latest Episode", "Guest Opportunities"]) {
    const link = await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name }).boundingBox();
    expect(link!.height, name).toBeLessThan(40);
  }
  const signOut = await page.getByRole("button", { name: "Sign Out" }).boundingBox();
  expect(signOut!.height).toBeLessThan(40);
});

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the assistant's launcher shows its teaser and stays clear of the player bar", async ({ page }) => {
      await page.goto("/latest-episode");
      await waitForHydration(page);
      const launcher = page.getByRole("button", { name: /Find Your Episode/ });
      await expect(launcher.getByText("Find Your Episode")).toBeVisible();
      await expect(launcher.getByText("Search 400+ episodes by topic, guest, or issue")).toBeVisible();
      await page
        .getByRole("button", { name: /^Play episode: / })
        .first()
        .click();
      const bar = page.getByRole("region", { name: "Episode player" });
      await expect(bar).toBeVisible();
      await expect
        .poll(async () => {
          const [barBox, launcherBox] = [await bar.boundingBox(), await launcher.boundingBox()];
          return launcherBox!.y + launcherBox!.height <= barBox!.y;
        })
        .toBe(true);
      // Every control of the bar can be clicked (nothing lies over it).
      await bar.getByRole("button", { name: "Close player" }).click();
      await expect(bar).toHaveCount(0);
      await screenshot(page, "latest-episode", width);
    });

    test("scrolled into the archive, the launcher's teaser slides to the edge and every play button on screen takes a click", async ({
      page,
    }) => {
      await page.goto("/episodes");
      await waitForHydration(page);
      const launcher = page.getByRole("button", { name: /Find Your Episode/ });
      const onScreen = async () => {
        const box = (await launcher.boundingBox())!;
        return Math.min(box.x + box.width, width) - Math.max(box.x, 0);
      };
      const fullWidth = (await launcher.boundingBox())!.width;
      // At the top the teaser shows whole, unless it would lie over one of the page's controls (a play
      // button at the foot of a tablet's first screen): then it tucks, and covers nothing.
      const wholeUnlessInTheWay = async () => {
        // Away from the launcher, which a pointer over it or keyboard focus on it brings out whole.
        await page.mouse.move(1, 1);
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        if ((await launcher.getAttribute("data-tucked")) === null) return (await onScreen()) === fullWidth;
        return (await coveredControls(page)).length === 0;
      };
      expect(await wholeUnlessInTheWay()).toBe(true);

      await page.mouse.wheel(0, 700);
      // Only its round button (and the padding around it) stays on screen.
      await expect.poll(onScreen).toBeLessThanOrEqual(72);
      // Every play button on screen takes a click: nothing of the launcher lies over it.
      const playButtons = page.getByRole("button", { name: /^Play episode: / });
      let checked = 0;
      for (const button of await playButtons.all()) {
        const box = await button.boundingBox();
        if (!box || box.y < 0 || box.y + box.height > 900) continue;
        await button.click({ trial: true, timeout: 2000 });
        checked++;
      }
      expect(checked).toBeGreaterThan(1);
      // Still the launcher: a tap on the part at the edge opens the assistant. Where even that part
      // would lie over a control's middle it steps aside; a little further down it is back.
      await expect
        .poll(async () => {
          if ((await launcher.getAttribute("data-aside")) === null) return true;
          await page.mouse.wheel(0, 120);
          return false;
        })
        .toBe(true);
      await launcher.click({ position: { x: 20, y: (await launcher.boundingBox())!.height / 2 } });
      await expect(page.getByRole("dialog", { name: /Find Your Episode/ })).toBeVisible();
      await page.keyboard.press("Escape");

      await page.mouse.wheel(0, -5000);
      await expect.poll(wholeUnlessInTheWay).toBe(true);
    });

    test("Latest Episode: the art is centred on phones, and 'Read More' leaves no holes in the other cards", async ({
      page,
    }) => {
      await page.goto("/latest-episode");
      await waitForHydration(page);
      const art = await page.getByRole("article").first().getByRole("img").first().boundingBox();
      const card = await page.getByRole("article").first().boundingBox();
      if (width < 768) expect(Math.abs(art!.x + art!.width / 2 - (card!.x + card!.width / 2))).toBeLessThan(2);
      const cards = page.getByRole("region", { name: "Listener Favorites" }).getByRole("listitem");
      const before = await cards.nth(1).boundingBox();
      await cards.nth(0).getByRole("button", { name: "Read More" }).click();
      expect((await cards.nth(1).boundingBox())!.height).toBe(before!.height);
    });

    test("Home: the hero's two buttons share a row from tablets up, and the value cards have room", async ({
      page,
    }) => {
      await page.goto("/");
      const hero = page.getByRole("main").locator("section").first();
      const buttons = [
        hero.getByRole("link", { name: "Listen to the Latest Episode" }),
        hero.getByRole("link", { name: "Apply to Be a Guest" }),
      ];
      const tops = await Promise.all(buttons.map(async (button) => Math.round((await button.boundingBox())!.y)));
      if (width >= 640) expect(tops[0], "hero buttons on one row").toBe(tops[1]);
      const cards = page.locator('section[aria-labelledby="value-cards-title"] li');
      await expect(cards).toHaveCount(3);
      for (const card of await cards.all()) {
        expect((await card.boundingBox())!.width, "value card width").toBeGreaterThanOrEqual(Math.min(300, width - 40));
      }
    });

    test("About: the coaching call to action wraps cleanly and 'one-on-one' stays whole", async ({ page }) => {
      await page.goto("/about");
      const section = page.getByRole("region", { name: /one-on-one/ });
      const button = section.getByRole("link", { name: /Coaching & Consulting/ });
      const box = await button.boundingBox();
      // At most two lines of text.
      expect(box!.height).toBeLessThan(80);
      const oneOnOne = section.getByText("one-on-one", { exact: true });
      const words = await oneOnOne.boundingBox();
      expect(words!.height).toBeLessThan(48);
      await screenshot(page, "about", width);
    });

    test("Episodes: an episode's length stays on one line ('45 min', never '45' over 'min')", async ({ page }) => {
      await page.goto("/episodes");
      const lines = await page.locator("article p:has(> time)").evaluateAll((paragraphs) =>
        paragraphs
          .map((paragraph) => paragraph.lastElementChild!)
          // An episode without a known length ends with its date.
          .filter((length) => length.tagName !== "TIME")
          .map((length) => {
            const tops = new Set([...length.getClientRects()].map((rect) => Math.round(rect.top)));
            return { text: length.textContent, lines: tops.size };
          }),
      );
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line.lines, line.text ?? "").toBe(1);
    });

    test("Blog: the category chips are one row on phones", async ({ page }) => {
      await page.goto("/blog");
      const chips = page.getByRole("navigation", { name: "Categories" }).getByRole("listitem");
      const tops = new Set(
        await chips.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top))),
      );
      if (width < 640) expect(tops.size).toBe(1);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, "blog", width);
    });

    test("Home: the outlets take little room on phones", async ({ page }) => {
      await page.goto("/");
      const list = await page.getByRole("list", { name: "As Featured On" }).boundingBox();
      if (width < 640) expect(list!.height).toBeLessThan(300);
      await screenshot(page, "home", width);
    });

    test("one not-found design: unknown paths and unknown episodes", async ({ page }) => {
      const warnings: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "warning") warnings.push(message.text());
      });
      const response = await page.goto("/no-such-page");
      expect(response?.status()).toBe(404);
      await expect(page.getByText("404", { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
      await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
      // Once a reader moves, the page's scripts hydrate it and React Router names the unknown path.
      await waitForHydration(page);
      await expect.poll(() => warnings.some((text) => text.includes("/no-such-page"))).toBe(true);
      await screenshot(page, "not-found", width);

      const episode = await page.goto("/episodes/no-such-episode");
      expect(episode?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Episode not found");
      await expect(page.getByRole("link", { name: "Back to Episodes" })).toHaveAttribute("href", "/episodes");
      await screenshot(page, "episode-not-found", width);
    });

    test("Contact: the note about confidential details and legal advice, with the email", async ({ page }) => {
      await page.goto("/contact");
      const note = page.getByRole("complementary", { name: "Before you write" });
      await expect(note).toContainText("confidential");
      await expect(note).toContainText("not legal advice");
      await expect(note.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
      await screenshot(page, "contact", width);
    });

    test("a blog post ends with the author, three related posts and a call to listen", async ({ page }) => {
      await page.goto("/blog/5a3b1e00-0000-4000-8000-000000000001");
      await expect(page.getByRole("region", { name: "About the author" })).toContainText("Claire Morrow");
      const related = page.getByRole("region", { name: "Keep reading" }).getByRole("article");
      await expect(related).toHaveCount(3);
      // Never squeezed: each card at least 280 px wide, however many share a row.
      for (const card of await related.all()) expect((await card.boundingBox())!.width).toBeGreaterThanOrEqual(280);
      await expect(
        page.getByRole("region", { name: "Hear the conversation" }).getByRole("link", {
          name: "Listen to the Latest Episode",
        }),
      ).toHaveAttribute("href", "/latest-episode");
      await screenshot(page, "blog-post", width);
    });
  });
}

/**
 * Every link and button on screen takes a tap where it is drawn: the element at its centre is the
 * control itself (or inside it), at the top of the page and at each screen further down. Floating
 * things (the assistant's launcher) step aside; the sticky header's strip is left out, since
 * anything scrolled under it is on its way off the screen.
 */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const headerBottom = document.querySelector("body header")?.getBoundingClientRect().bottom ?? 0;
    const covered: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary")) {
      if (control.closest("[data-assistant-launcher], [role=dialog], #site-player")) continue;
      const box = control.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue;
      if (box.top < headerBottom || box.bottom > window.innerHeight || box.left < 0 || box.right > window.innerWidth)
        continue;
      if (getComputedStyle(control).visibility === "hidden") continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const hit = document.elementFromPoint(x, y);
      if (hit && (control === hit || control.contains(hit))) continue;
      // Not drawn there at all: clipped by its container (a closed menu, a scrolling row of chips).
      if (!document.elementsFromPoint(x, y).includes(control)) continue;
      const name = (control.getAttribute("aria-label") ?? control.textContent ?? "").trim().slice(0, 40);
      covered.push(
        `${control.tagName.toLowerCase()} "${name}" under ${hit?.closest("[data-assistant-launcher]") ? "the launcher" : (hit?.tagName.toLowerCase() ?? "nothing")}`,
      );
    }
    return covered;
  });
}

// Each page loaded and hydrated once, at the narrowest width, then widened step by step (as the
// sideways test above does): where the launcher and the sticky header stand is the layout's answer
// at that width, worked out again on every resize and every scroll.
const floatingWidths = [360, ...widths];
for (const path of pages) {
  test(`on ${path} nothing floating covers a link or button at ${floatingWidths.join(", ")} px, at any scroll position`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: floatingWidths[0]!, height: 800 });
    await page.goto(path);
    await waitForHydration(page);
    for (const width of floatingWidths) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let top = 0, step = 0; top < height && step < 8; top += 600, step++) {
        await page.evaluate((y) => window.scrollTo(0, y), top);
        // The launcher decides where it stands once scrolling stops, then slides (300 ms).
        await page.waitForTimeout(200);
        await expect
          .poll(() => coveredControls(page), { message: `${path} at ${width} px scrolled to ${top}`, timeout: 3000 })
          .toEqual([]);
      }
    }
  });
}
