import { describe, expect, it } from "vitest";
import { z } from "zod";
import { readJsonInput } from "./json-request";

const post = (body: string) => new Request("https://example.com/api", { method: "POST", body });
const schema = z.object({ urls: z.array(z.string(), "urls must be a list of web addresses.") });

/** The thrown answer's status and body. */
async function refusal(promise: Promise<unknown>) {
  const response = (await promise.then(
    () => undefined,
    (error: unknown) => error,
  )) as Response;
  return { status: response.status, body: await response.json() };
}

describe("readJsonInput", () => {
  it("answers the schema's typed output", async () => {
    expect(await readJsonInput(post('{"urls":["https://a.example"]}'), schema)).toEqual({
      urls: ["https://a.example"],
    });
  });

  it("refuses with the schema's first message, a body that is not an object, and JSON that is not JSON", async () => {
    expect(await refusal(readJsonInput(post('{"urls":"https://a.example"}'), schema))).toEqual({
      status: 400,
      body: { error: "urls must be a list of web addresses." },
    });
    for (const body of ["null", "[]", '"text"', "42"]) {
      expect(await refusal(readJsonInput(post(body), schema))).toEqual({
        status: 400,
        body: { error: "The request body must be a JSON object." },
      });
    }
    expect(await refusal(readJsonInput(post("{not json"), schema))).toEqual({
      status: 400,
      body: { error: "The request body is not valid JSON." },
    });
  });

  it("an empty body is an empty object", async () => {
    expect(await readJsonInput(post(""), z.object({ dryRun: z.boolean().optional() }))).toEqual({});
  });
});
