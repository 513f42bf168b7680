import { logger } from "../logger";
import { readLimitedBody } from "../net/read-limited-body";
import { episodeLine } from "./compose-answer";
import type { EpisodeMatch } from "./search-episodes";

export type LlmSettings = { baseUrl: string; apiKey: string; model: string };

const SYSTEM_PROMPT = [
  "You are the episode finder of a divorce-advice podcast hosted by a family-law attorney.",
  "Answer the listener warmly and briefly (at most 120 words) and recommend only the episodes listed",
  "in the message, by their exact titles. Never mention, invent or guess any other episode, and do not",
  "give legal advice of your own.",
].join(" ");

const MAX_ANSWER_LENGTH = 2000;
/**
 * An answer of 300 tokens is a few KB of JSON; a reply past this is no answer, and reading it whole
 * would hold it in memory once per listener asking (docs/security.md, Q5).
 */
const MAX_REPLY_BYTES = 256 * 1024;

/**
 * Words the answer with an OpenAI-compatible chat-completions API, from the retrieved episodes only.
 * Any failure (timeout, error status, a reply over MAX_REPLY_BYTES, malformed or empty) answers
 * `fallback`, the composed answer, so the assistant never fails because the model did. Without
 * episodes the model is not asked: there is nothing it may recommend.
 */
export async function wordAnswerWithLlm({
  settings,
  message,
  episodes,
  fallback,
  unmatched = [],
  timeoutMs = 15_000,
}: {
  settings: LlmSettings;
  message: string;
  episodes: readonly EpisodeMatch[];
  fallback: string;
  /** Parts of the message no episode covers, so the model can say so rather than stretch. */
  unmatched?: readonly string[];
  timeoutMs?: number;
}): Promise<{ answer: string; source: "llm" | "composed" }> {
  if (episodes.length === 0) return { answer: fallback, source: "composed" };
  const list = episodes.map(episodeLine).join("\n");
  const gaps = unmatched.length > 0 ? `\n\nNo episode covers: ${unmatched.join(", ")}. Say so briefly.` : "";
  try {
    const timeout = AbortSignal.timeout(timeoutMs);
    const response = await fetch(`${settings.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
      method: "POST",
      signal: timeout,
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${settings.apiKey}` },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0.3,
        max_tokens: 300,
        messages: [
          { role: "system", content: SYSTEM_PROMPT },
          { role: "user", content: `Listener's message: ${message}\n\nEpisodes you may recommend:\n${list}${gaps}` },
        ],
      }),
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new Error(`the chat API answered HTTP ${response.status}`);
    }
    const reply = await readLimitedBody(response, { maxBytes: MAX_REPLY_BYTES, signal: timeout });
    const body = JSON.parse(reply.toString("utf8")) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== "string" || !content.trim()) throw new Error("the chat API gave no answer text");
    const answer = content.trim();
    if (answer.length > MAX_ANSWER_LENGTH) throw new Error("the chat API's answer was too long");
    return { answer, source: "llm" };
  } catch (error) {
    logger.warn({ err: error }, "The language model could not word the answer; using the composed one");
    return { answer: fallback, source: "composed" };
  }
}
