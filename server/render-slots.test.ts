import { describe, expect, it } from "vitest";
import { RenderSlots } from "./render-slots.ts";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe("render slots", () => {
  it("runs at most `concurrency` at once, queues the next ones, and refuses past the queue limit", async () => {
    const slots = new RenderSlots(2, 1);
    let active = 0;
    let peak = 0;
    const gates = [deferred(), deferred(), deferred()];
    const runs = gates.map((gate, index) =>
      slots.run(async () => {
        active += 1;
        peak = Math.max(peak, active);
        await gate.promise;
        active -= 1;
        return index;
      }),
    );
    expect(await slots.run(async () => "over the limit")).toBeUndefined();
    expect(slots.busy).toEqual({ running: 2, waiting: 1 });
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(peak).toBe(2);
    expect(slots.busy).toEqual({ running: 0, waiting: 0 });
  });

  it("frees the slot when the work fails", async () => {
    const slots = new RenderSlots(1, 0);
    await expect(slots.run(() => Promise.reject(new Error("render failed")))).rejects.toThrow("render failed");
    expect(await slots.run(async () => "next")).toBe("next");
  });
});
