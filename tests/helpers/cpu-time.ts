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

/**
 * The same for work that also runs on this process's worker threads (a feed's XML read in a worker,
 * say): the processor time of every thread of the process, so also its garbage collector's and
 * compiler's threads, which run beside the work. Still nothing of other processes: with PostgreSQL,
 * the database server's share of an import is not counted, while PGlite's is (it runs here).
 */
export function processCpuStopwatch(): () => number {
  const started = process.cpuUsage();
  return () => {
    const { user, system } = process.cpuUsage(started);
    return (user + system) / 1000;
  };
}
