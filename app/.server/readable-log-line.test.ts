import { describe, expect, it } from "vitest";
import { readableLogLine } from "./readable-log-line";

const at = new Date(2026, 10, 28, 9, 4, 5).getTime();

describe("a log line for a terminal", () => {
  it("reads as time, level, message and fields", () => {
    expect(
      readableLogLine(
        JSON.stringify({ level: 40, time: at, publicUrl: "http://localhost:3000", msg: "PUBLIC_URL is not set" }),
      ),
    ).toBe("09:04:05 WARN  PUBLIC_URL is not set (publicUrl=http://localhost:3000)\n");
  });

  it("shows a request as method, address, status and time", () => {
    const line = {
      level: 30,
      time: at,
      req: { id: "a1", method: "GET", url: "/about" },
      res: { statusCode: 200 },
      responseTime: 16,
      msg: "request completed",
    };
    expect(readableLogLine(JSON.stringify(line))).toBe("09:04:05 INFO  request completed: GET /about 200 16 ms\n");
  });

  it("puts an error's stack under it, and passes anything that is not JSON through", () => {
    const line = { level: 50, time: at, err: { message: "boom", stack: "Error: boom\n  at x" }, msg: "failed" };
    expect(readableLogLine(JSON.stringify(line))).toBe("09:04:05 ERROR failed\n    Error: boom\n      at x\n");
    expect(readableLogLine("plain text")).toBe("plain text\n");
  });
});
