/**
 * Reads `read()` every 100 ms until `accept` takes its value, and returns that value; throws with the
 * last value read once `timeoutMs` has passed. For what a background job or server changes later.
 */
export async function until<T>(
  read: () => Promise<T> | T,
  accept: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met in time; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
