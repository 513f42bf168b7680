/**
 * A stopwatch of processor time: `const elapsed = cpuStopwatch(); work(); elapsed()` gives how long
 * the work kept this thread busy (user and system time, in ms). That is what a speed budget on work
 * done on this thread means, and about what the clock shows for it on an idle machine; but unlike
 * the clock it does not grow while other processes hold the cores (the suite's other workers,
 * servers other tests started, anything else on a shared 2-core machine) or while Vite transforms a
 * module the work imports, so the budget passes or fails on the code alone. Only for work on this
 * thread (parsing, sanitizing): waiting on a timer, a socket, a worker thread or another process is
 * not counted, so a test of how long a wait lasts keeps the clock.
 */
export function cpuStopwatch(): () => number {
  const started = process.threadCpuUsage();
  return () => {
    const { user, system } = process.threadCpuUsage(started);
    return (user + system) / 1000;
  };
}
