import http from "node:http";
import { describe, expect, it } from "vitest";
import { capLoggedValue, maxLoggedValueLength } from "./logger";

describe("capLoggedValue", () => {
  it("shortens long strings inside plain data", () => {
    const capped = capLoggedValue({ body: { email: "x".repeat(maxLoggedValueLength + 5) } }) as {
      body: { email: string };
    };
    expect(capped.body.email).toBe(`${"x".repeat(maxLoggedValueLength)}… (5 more characters)`);
  });

  it("leaves objects of a class to their serializers (a response's status is read from its prototype)", () => {
    const response = new http.ServerResponse(new http.IncomingMessage(null as never));
    expect(capLoggedValue({ res: response })).toEqual({ res: response });
    expect((capLoggedValue({ res: response }) as { res: unknown }).res).toBe(response);
  });
});
