/**
 * Set-up for the component project (vitest.config.ts): each test starts on an empty document.
 * Testing Library unmounts what `render` mounted only when the test runner has global hooks, and
 * Vitest's are imported, not global, so the clean-up is registered here.
 */
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
