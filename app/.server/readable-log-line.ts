/**
 * The log as a person at a terminal reads it: one line per entry, "12:04:05 WARN  message (key=value)",
 * a request as "GET /about 200 16 ms", an error's stack below it. pino writes JSON lines (what a log
 * collector wants, and what the server writes whenever its output is not a terminal); this turns one
 * such line into the readable form (app/.server/logger.ts chooses).
 */
const levels: Record<number, string> = { 10: "TRACE", 20: "DEBUG", 30: "INFO", 40: "WARN", 50: "ERROR", 60: "FATAL" };

type Entry = {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number | null };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  [key: string]: unknown;
};

const valueText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

export function readableLogLine(json: string): string {
  let entry: Entry;
  try {
    entry = JSON.parse(json) as Entry;
  } catch {
    return json.endsWith("\n") ? json : `${json}\n`;
  }
  const { level, time, msg, req, res, responseTime, err, ...rest } = entry;
  const clock = new Date(time ?? Date.now()).toTimeString().slice(0, 8);
  const label = (levels[level ?? 30] ?? String(level)).padEnd(5);
  const request =
    req && res
      ? `${req.method} ${req.url} ${res.statusCode ?? "-"}${responseTime === undefined ? "" : ` ${responseTime} ms`}`
      : "";
  const fields = Object.entries(rest).map(([key, value]) => `${key}=${valueText(value)}`);
  const detail = fields.length ? ` (${fields.join(", ")})` : "";
  const message = [msg, request].filter(Boolean).join(": ");
  const stack = err ? `\n    ${(err.stack ?? err.message ?? valueText(err)).replace(/\n/g, "\n    ")}` : "";
  return `${clock} ${label} ${message}${detail}${stack}\n`;
}
