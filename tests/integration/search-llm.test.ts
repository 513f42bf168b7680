import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EpisodeMatch } from "~/.server/search/search-episodes";
import { wordAnswerWithLlm } from "~/.server/search/word-answer-with-llm";
import { sendEndlessAnswer, type EndlessAnswerRecord } from "../helpers/endless-answer";

/**
 * The optional language-model wording against a loopback fake of an OpenAI-compatible
 * chat-completions API: the model's answer when it gives one, the composed answer on any failure.
 */
describe("wording the answer with a language model", () => {
  let server: http.Server;
  let baseUrl = "";
  const endless: EndlessAnswerRecord[] = [];
  const received: { authorization?: string; body: { model: string; messages: { role: string; content: string }[] } }[] =
    [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let text = "";
      request.on("data", (chunk) => (text += chunk));
      request.on("end", () => {
        const body = JSON.parse(text) as (typeof received)[number]["body"];
        received.push({ authorization: request.headers.authorization, body });
        const mode = body.model;
        if (mode === "slow") return; // never answers
        if (mode === "endless") {
          // A 50 MB answer that starts like a real one (the pen test's took 400 MB).
          const prefix = '{"choices":[{"message":{"role":"assistant","content":"';
          return void endless.push(sendEndlessAnswer(response, { totalBytes: 50 * 1024 * 1024, prefix }));
        }
        if (mode === "trickle") {
          response.writeHead(200, { "Content-Type": "application/json" }).write('{"choices":[');
          const timer = setInterval(() => response.write(" "), 100);
          return void response.on("close", () => clearInterval(timer));
        }
        if (mode === "error") return void response.writeHead(500).end("boom");
        if (mode === "malformed")
          return void response.writeHead(200, { "Content-Type": "application/json" }).end("{nope");
        if (mode === "empty") {
          return void response
            .writeHead(200, { "Content-Type": "application/json" })
            .end(JSON.stringify({ choices: [{ message: { content: "   " } }] }));
        }
        response.writeHead(200, { "Content-Type": "application/json" }).end(
          JSON.stringify({
            choices: [{ message: { role: "assistant", content: 'Try "Spousal Support Myths, Busted".' } }],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const episodes: EpisodeMatch[] = [
    {
      id: "1",
      slug: "spousal-support-myths-busted",
      title: "Spousal Support Myths, Busted",
      guestName: "Daniel Reyes, Esq.",
      publishedDate: "2025-10-13T10:00:00.000Z",
      durationSeconds: 2400,
      imageUrl: null,
      podbeanEmbedCode: null,
      audioUrl: null,
      score: 1,
      matched: ["alimony"],
    },
  ];
  const word = (model: string, timeoutMs = 2000) =>
    wordAnswerWithLlm({
      settings: { baseUrl, apiKey: "test-key", model },
      message: "alimony?",
      episodes,
      fallback: "composed answer",
      timeoutMs,
    });

  it("uses the model's wording, asked with only the retrieved episodes", async () => {
    expect(await word("good-model")).toEqual({ answer: 'Try "Spousal Support Myths, Busted".', source: "llm" });
    const request = received.at(-1)!;
    expect(request.authorization).toBe("Bearer test-key");
    expect(request.body.messages[0]!.content).toMatch(/Never mention, invent or guess any other episode/);
    expect(request.body.messages[1]!.content).toContain('1. "Spousal Support Myths, Busted" with Daniel Reyes, Esq.');
  });

  it.each(["error", "malformed", "empty"])("falls back to the composed answer when the reply is %s", async (model) => {
    expect(await word(model)).toEqual({ answer: "composed answer", source: "composed" });
  });

  it("falls back when the model does not answer in time", async () => {
    const started = performance.now();
    expect(await word("slow", 300)).toEqual({ answer: "composed answer", source: "composed" });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("falls back on an answer too large, cutting it off at the limit instead of reading it all", async () => {
    const asked = await Promise.all([word("endless"), word("endless"), word("endless")]);
    for (const result of asked) expect(result).toEqual({ answer: "composed answer", source: "composed" });
    await Promise.all(endless.map((record) => record.closed));
    for (const record of endless) {
      expect(record.cutEarly).toBe(true);
      // 256 KB is the limit; the rest is what the loopback socket's buffers took.
      expect(record.sentBytes).toBeLessThan(12 * 1024 * 1024);
    }
  });

  it("falls back when the answer trickles in past the time limit", async () => {
    const started = performance.now();
    expect(await word("trickle", 300)).toEqual({ answer: "composed answer", source: "composed" });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("does not ask the model when there is nothing to recommend", async () => {
    const before = received.length;
    const result = await wordAnswerWithLlm({
      settings: { baseUrl, apiKey: "k", model: "good-model" },
      message: "best pizza",
      episodes: [],
      fallback: "nothing found",
    });
    expect(result).toEqual({ answer: "nothing found", source: "composed" });
    expect(received.length).toBe(before);
  });
});
