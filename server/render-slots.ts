/**
 * At most `concurrency` page renders at once, and at most `queueLimit` waiting for a turn: under a
 * flood of misses (every search a new page) the server keeps answering what it has in memory and
 * the renders it has started, instead of starting hundreds that all finish too late. A request that
 * finds the queue full is refused at once (the page cache answers 503 with Retry-After).
 */
export class RenderSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly concurrency: number;
  private readonly queueLimit: number;

  constructor(concurrency: number, queueLimit: number) {
    this.concurrency = concurrency;
    this.queueLimit = queueLimit;
  }

  /** Runs `work` in a slot; `undefined` when the queue is full and nothing ran. */
  async run<T>(work: () => Promise<T>): Promise<T | undefined> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queueLimit) return undefined;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next in line; otherwise it is freed.
      if (next) next();
      else this.running -= 1;
    }
  }

  get busy(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
