import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EpisodeSuggestion, SearchEpisodesReply } from "~/lib/search-assistant";
import { held, startApiServer } from "../../../tests/helpers/component";

/**
 * The floating search assistant on its own: opening and closing, what Enter sends, the wait for
 * an answer and a failed search, with a loopback stand-in for `/api/functions/search-episodes`.
 * The real search over the sample catalogue, results that play and a conversation that survives
 * moving between pages are in tests/e2e/search-assistant.spec.ts. The conversation lives in module
 * state, so each test loads the modules afresh.
 */
const suggestion: EpisodeSuggestion = {
  slug: "when-your-ex-wont-follow-the-parenting-plan",
  title: "When Your Ex Won't Follow the Parenting Plan",
  guestName: "Dr. Nina Patel",
  publishedDate: "2025-03-04",
  durationSeconds: 1800,
  imageUrl: "/images/cover.jpg",
  url: "/episodes/when-your-ex-wont-follow-the-parenting-plan",
  player: null,
};
const reply: SearchEpisodesReply = { response: "Here is one.", intro: "Here is one.", episodes: [suggestion] };

let api: Awaited<ReturnType<typeof startApiServer>> | undefined;
const searches: string[] = [];

async function renderAssistant(answer: () => Promise<{ status?: number; json: unknown }>) {
  api = await startApiServer({
    "/api/functions/search-episodes": async (_request, body) => {
      searches.push((JSON.parse(body) as { message: string }).message);
      return answer();
    },
  });
  const [{ SearchAssistant }, { ToastRegion }] = await Promise.all([
    import("./search-assistant"),
    import("~/components/toast-region"),
  ]);
  const Page = () => (
    <>
      <SearchAssistant />
      <ToastRegion />
    </>
  );
  const Stub = createRoutesStub([{ path: "/latest-episode", Component: Page }]);
  render(<Stub initialEntries={["/latest-episode"]} />);
}

const launcher = () => screen.getByRole("button", { name: /Find Your Episode/ });
const userMessages = () =>
  [...screen.getByRole("log", { name: "Conversation" }).querySelectorAll("p")]
    .map((paragraph) => paragraph.textContent ?? "")
    .filter((text) => text.startsWith("You: "));

async function openAssistant(user: ReturnType<typeof userEvent.setup>) {
  await user.click(launcher());
  return screen.findByRole("dialog", { name: "Find Your Episode" });
}

describe("the search assistant", () => {
  beforeEach(() => {
    vi.resetModules();
    searches.length = 0;
  });
  afterEach(async () => {
    await api?.close();
    api = undefined;
    window.sessionStorage.clear();
  });

  it("opening shows the greeting and moves focus in; Escape closes and gives focus back", async () => {
    const user = userEvent.setup();
    await renderAssistant(async () => ({ json: reply }));
    expect(launcher().textContent).toContain("Search 400+ episodes by topic, guest, or issue");
    const dialog = await openAssistant(user);
    expect(within(dialog).getByRole("log", { name: "Conversation" }).textContent).toMatch(
      /Hi! I can help you find the right episode/,
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole("textbox", { name: "Your question" })),
    );
    expect(within(dialog).getByRole("button", { name: "Send" })).toBeTruthy();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(launcher()));

    await user.click(launcher());
    await user.click(await screen.findByRole("button", { name: "Close the episode finder" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(launcher()));
  });

  it("Enter sends the trimmed message, Shift+Enter makes a new line, blank input is ignored", async () => {
    const user = userEvent.setup();
    await renderAssistant(async () => ({ json: reply }));
    const dialog = await openAssistant(user);
    const input = within(dialog).getByRole<HTMLTextAreaElement>("textbox", { name: "Your question" });

    await user.type(input, "   {Enter}");
    expect(userMessages()).toEqual([]);

    await user.clear(input);
    await user.type(input, "  my ex won't follow{Shift>}{Enter}{/Shift}the parenting plan  ");
    expect(input.value).toBe("  my ex won't follow\nthe parenting plan  ");
    expect(userMessages()).toEqual([]);

    await user.keyboard("{Enter}");
    expect(userMessages()).toEqual(["You: my ex won't follow\nthe parenting plan"]);
    expect(input.value).toBe("");
    const link = await within(dialog).findByRole("link", { name: suggestion.title });
    expect(link.getAttribute("href")).toBe(suggestion.url);
    expect(searches).toEqual(["my ex won't follow\nthe parenting plan"]);
  });

  it("while the answer is on its way the box and button are disabled, a spinner shows and input is ignored", async () => {
    const user = userEvent.setup();
    const answer = held();
    await renderAssistant(async () => {
      await answer.promise;
      return { json: reply };
    });
    const dialog = await openAssistant(user);
    const input = within(dialog).getByRole<HTMLTextAreaElement>("textbox", { name: "Your question" });
    await user.type(input, "custody{Enter}");

    await waitFor(() => expect(input.disabled).toBe(true));
    expect(within(dialog).getByRole("button", { name: "Searching" })).toHaveProperty("disabled", true);
    expect(within(dialog).getByText("Searching episodes...")).toBeTruthy();
    await user.keyboard("{Enter}");
    expect(userMessages()).toHaveLength(1);

    answer.release();
    await waitFor(() => expect(within(dialog).queryByText("Searching episodes...")).toBeNull());
    expect(input.disabled).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(within(dialog).getByRole("list", { name: "Suggested episodes" })).toBeTruthy();
    expect(searches).toEqual(["custody"]);
  });

  it("a failed search shows the spec's toast and the assistant's apology", async () => {
    const user = userEvent.setup();
    await renderAssistant(async () => ({ status: 500, json: { error: "boom" } }));
    const dialog = await openAssistant(user);
    await user.type(within(dialog).getByRole("textbox", { name: "Your question" }), "alimony{Enter}");

    await waitFor(() =>
      expect(within(dialog).getByRole("log").textContent).toContain(
        "I'm sorry, I encountered an error. Please try again.",
      ),
    );
    await waitFor(() => expect(document.querySelector("[data-sonner-toast]")).not.toBeNull());
    const toast = document.querySelector("[data-sonner-toast]")!.textContent;
    expect(toast).toContain("Error");
    expect(toast).toContain("Failed to search episodes. Please try again.");
    expect(within(dialog).getByRole("textbox", { name: "Your question" })).toHaveProperty("disabled", false);
  });
});
