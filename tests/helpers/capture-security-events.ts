import { vi } from "vitest";
import { logger } from "~/.server/logger";

export type LoggedEvent = Record<string, unknown> & { event: string };

/**
 * Records the structured security events the code under test logs in this process (the logger is
 * silent under Vitest, so nothing is printed). `text()` is everything logged, to check that no
 * secret appears anywhere, not only in the events looked at.
 */
export function captureSecurityEvents() {
  const logged: unknown[] = [];
  const spies = (["info", "warn", "error"] as const).map((level) =>
    vi.spyOn(logger, level).mockImplementation(((...args: unknown[]) => {
      logged.push(args);
    }) as never),
  );
  const events = () =>
    logged
      .map((args) => (args as unknown[])[0])
      .filter((first): first is LoggedEvent => typeof first === "object" && first !== null && "event" in first);
  return {
    events,
    named: (name: string) => events().filter((entry) => entry.event === name),
    text: () => JSON.stringify(logged),
    clear: () => void logged.splice(0),
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}
