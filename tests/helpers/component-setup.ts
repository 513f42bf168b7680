/**
 * Set-up for the component project (vitest.config.ts): each test starts on an empty document.
 * Testing Library unmounts what `render` mounted only when the test runner has global hooks, and
 * Vitest's are imported, not global, so the clean-up is registered here.
 */
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// `findBy…` and `waitFor` wait 1 s by default; a loader, a lazy chunk or a loopback answer can take
// longer on a two-core machine shared with other test runs.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
