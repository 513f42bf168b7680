/**
 * Things to undo before the benchmark exits (server, Chromium, temporary folders), run in reverse
 * order of registration: on success, on failure, and on Ctrl-C / SIGTERM.
 */
type Cleanup = { label: string; run: () => Promise<void> | void };

const cleanups: Cleanup[] = [];
let running: Promise<void> | undefined;

/** Registers a cleanup; returns a function that runs it now (once) and unregisters it. */
export function onCleanup(label: string, run: () => Promise<void> | void): () => Promise<void> {
  const entry: Cleanup = { label, run };
  cleanups.push(entry);
  return async () => {
    const index = cleanups.indexOf(entry);
    if (index === -1) return;
    cleanups.splice(index, 1);
    await entry.run();
  };
}

export function runCleanups(): Promise<void> {
  running ??= (async () => {
    for (let entry = cleanups.pop(); entry; entry = cleanups.pop()) {
      try {
        await entry.run();
      } catch (error) {
        console.error(`bench: cleanup "${entry.label}" failed:`, error instanceof Error ? error.message : error);
      }
    }
  })();
  return running;
}

/** On Ctrl-C or SIGTERM: clean up, then exit with the conventional 128 + signal number. */
export function installSignalHandlers() {
  const handle = (signal: NodeJS.Signals, code: number) => {
    process.on(signal, () => {
      console.error(`\nbench: ${signal} received, stopping server and browser...`);
      void runCleanups().finally(() => process.exit(code));
    });
  };
  handle("SIGINT", 130);
  handle("SIGTERM", 143);
}
