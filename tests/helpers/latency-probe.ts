/**
 * A visitor who keeps reading a page while something else runs: one request at a time, `gapMs`
 * apart, each timed from sending to the last byte. `stop()` ends it and returns what it saw.
 */
export function startLatencyProbe(url: string, init: RequestInit = {}, gapMs = 50) {
  const samples: number[] = [];
  const failures: string[] = [];
  let stopped = false;
  const running = (async () => {
    while (!stopped) {
      const started = performance.now();
      try {
        const response = await fetch(url, init);
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`HTTP ${response.status}`);
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
      samples.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await running;
      const sorted = [...samples].sort((a, b) => a - b);
      return {
        requests: samples.length,
        maxMs: Math.round(sorted.at(-1) ?? 0),
        medianMs: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
        failures,
      };
    },
  };
}
