/**
 * Preloaded into a server process (`--import`) to run it at another date: `Date` reads the real
 * clock plus an offset, which starts at TEST_CLOCK_START and moves to TEST_CLOCK_JUMP_TO when the
 * process receives SIGUSR2, and says so on stderr (CLOCK_JUMPED). Timers and performance.now() keep
 * real time. For tests of behaviour that turns on the calendar (the footer's year across New Year,
 * tests/integration/footer-year.test.ts).
 */
import { CLOCK_JUMPED } from "./shifted-clock-jumped.ts";

const RealDate = Date;
const offsetTo = (iso: string | undefined) => (iso ? RealDate.parse(iso) - RealDate.now() : 0);
let offset = offsetTo(process.env.TEST_CLOCK_START);
process.on("SIGUSR2", () => {
  offset = offsetTo(process.env.TEST_CLOCK_JUMP_TO);
  // Said once done, so a test waits for the jump itself rather than for a guess at how long it takes.
  process.stderr.write(`${CLOCK_JUMPED}\n`);
});
const now = () => RealDate.now() + offset;

globalThis.Date = new Proxy(RealDate, {
  construct: (target, args: unknown[], newTarget: NewableFunction) =>
    Reflect.construct(target, args.length ? args : [now()], newTarget) as object,
  apply: () => new RealDate(now()).toString(),
  get: (target, property, receiver) => (property === "now" ? now : Reflect.get(target, property, receiver)),
});
