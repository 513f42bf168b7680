// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LOAD_ON_INTENT_ATTRIBUTE } from "~/lib/page-load-attributes";
import { ASSISTANT_CONVERSATION_KEY, LAST_EPISODE_KEY } from "~/lib/storage-keys";
import { loadOnIntentScript, SCRIPTS_WANTED } from "./load-on-intent-script";

/** Runs the head's script as the browser would, and says whether the scripts are wanted yet. */
async function runScript(): Promise<() => Promise<boolean>> {
  new Function(loadOnIntentScript)();
  const wanted = (window as unknown as Record<string, Promise<void>>)[SCRIPTS_WANTED]!;
  let resolved = false;
  void wanted.then(() => (resolved = true));
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    return resolved;
  };
}

const pointer = (type: string, pointerType: string) => new PointerEvent(type, { pointerType, bubbles: true });

describe("the head's script that loads a public page's scripts on the reader's first move", () => {
  beforeEach(() => {
    document.documentElement.setAttribute(LOAD_ON_INTENT_ATTRIBUTE, "");
    history.replaceState(null, "", "/episodes/an-episode");
  });
  afterEach(() => {
    document.documentElement.removeAttribute(LOAD_ON_INTENT_ATTRIBUTE);
    localStorage.clear();
    sessionStorage.clear();
  });

  it("is one line of JavaScript without comments", () => {
    expect(loadOnIntentScript).not.toContain("\n");
    expect(loadOnIntentScript).not.toMatch(/\/\/|\/\*/);
  });

  it("waits on a public page until a mouse moves over it", async () => {
    const wanted = await runScript();
    expect(await wanted()).toBe(false);
    document.body.dispatchEvent(pointer("pointermove", "mouse"));
    expect(await wanted()).toBe(true);
  });

  it("does not count a finger's touch or movement (scrolling), but counts a tap's click", async () => {
    const wanted = await runScript();
    document.body.dispatchEvent(pointer("pointerdown", "touch"));
    document.body.dispatchEvent(pointer("pointermove", "touch"));
    expect(await wanted()).toBe(false);
    document.body.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(await wanted()).toBe(true);
  });

  it("counts a key pressed and a field focused", async () => {
    let wanted = await runScript();
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true }));
    expect(await wanted()).toBe(true);
    wanted = await runScript();
    document.body.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(await wanted()).toBe(true);
  });

  it("wants them at once on the owner's pages, a shared moment, and for a returning listener", async () => {
    document.documentElement.removeAttribute(LOAD_ON_INTENT_ATTRIBUTE);
    expect(await (await runScript())()).toBe(true);

    document.documentElement.setAttribute(LOAD_ON_INTENT_ATTRIBUTE, "");
    history.replaceState(null, "", "/episodes/an-episode?t=754");
    expect(await (await runScript())()).toBe(true);

    history.replaceState(null, "", "/episodes/an-episode");
    localStorage.setItem(LAST_EPISODE_KEY, JSON.stringify({ slug: "an-episode" }));
    expect(await (await runScript())()).toBe(true);
    localStorage.clear();

    sessionStorage.setItem(ASSISTANT_CONVERSATION_KEY, JSON.stringify({ open: false, messages: [] }));
    expect(await (await runScript())()).toBe(false);
    sessionStorage.setItem(ASSISTANT_CONVERSATION_KEY, JSON.stringify({ open: true, messages: [] }));
    expect(await (await runScript())()).toBe(true);
  });
});
