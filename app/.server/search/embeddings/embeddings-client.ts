import { BodyReadError, readLimitedBody } from "../../net/read-limited-body";
import type { EmbeddingSettings } from "./embedding-settings";

/** Why the embeddings API gave no vectors: the caller logs it (and the search falls back to full text). */
export class EmbeddingsError extends Error {
  override name = "EmbeddingsError";
  /** The API's HTTP status, when it answered with an error. */
  readonly status?: number;
  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}

/** Largest vector accepted: OpenAI's largest model has 3,072 dimensions; more is a wrong answer. */
const MAX_DIMENSIONS = 4096;

/**
 * Embeds `texts` with the operator's OpenAI-compatible `/embeddings` endpoint (README,
 * Configuration), one vector per text in order. The URL is the operator's, never a visitor's, but
 * the server is still outside this process: the request ends after `timeoutMs`, and an answer over
 * `maxBytes` or not shaped like the API's (a vector per input, all of one length, finite numbers)
 * is refused.
 */
export async function embedTexts(
  settings: Pick<EmbeddingSettings, "baseUrl" | "model" | "apiKey">,
  texts: readonly string[],
  { timeoutMs, maxBytes = 16 * 1024 * 1024, signal }: { timeoutMs: number; maxBytes?: number; signal?: AbortSignal },
): Promise<number[][]> {
  if (texts.length === 0) return [];
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl.replace(/\/+$/, "")}/embeddings`, {
      method: "POST",
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      redirect: "error",
      headers: {
        "Content-Type": "application/json",
        ...(settings.apiKey ? { Authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: settings.model, input: texts, encoding_format: "float" }),
    });
  } catch (error) {
    throw new EmbeddingsError(
      timeout.aborted
        ? `The embeddings API did not answer within ${timeoutMs} ms`
        : `The embeddings API could not be reached: ${(error as Error).message}`,
    );
  }
  const text = await readLimited(response, maxBytes, timeout, timeoutMs);
  if (!response.ok) throw new EmbeddingsError(`The embeddings API answered HTTP ${response.status}`, response.status);
  return vectorsOf(text, texts.length);
}

/** The body within `maxBytes` and the request's time (read-limited-body.ts), as the API's error otherwise. */
async function readLimited(response: Response, maxBytes: number, timeout: AbortSignal, timeoutMs: number) {
  try {
    return (await readLimitedBody(response, { maxBytes, signal: timeout })).toString("utf8");
  } catch (error) {
    if (!(error instanceof BodyReadError)) throw error;
    throw new EmbeddingsError(
      error.code === "too-large"
        ? `The embeddings API's answer is over ${maxBytes} bytes`
        : error.code === "timeout"
          ? `The embeddings API did not answer within ${timeoutMs} ms`
          : `The embeddings API's answer broke off: ${(error.cause as Error | undefined)?.message ?? error.message}`,
    );
  }
}

function vectorsOf(text: string, count: number): number[][] {
  let body: { data?: { index?: unknown; embedding?: unknown }[] };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new EmbeddingsError("The embeddings API's answer is not JSON");
  }
  const data = Array.isArray(body?.data) ? body.data : [];
  if (data.length !== count)
    throw new EmbeddingsError(`The embeddings API gave ${data.length} vectors for ${count} texts`);
  // The API numbers its vectors (`index`); they usually come in order, but need not.
  const ordered = data.every((item) => typeof item.index === "number")
    ? [...data].sort((a, b) => (a.index as number) - (b.index as number))
    : data;
  const vectors = ordered.map((item) => item.embedding);
  const dimensions = Array.isArray(vectors[0]) ? vectors[0].length : 0;
  const valid =
    dimensions > 0 &&
    dimensions <= MAX_DIMENSIONS &&
    vectors.every(
      (vector) =>
        Array.isArray(vector) &&
        vector.length === dimensions &&
        vector.every((value) => typeof value === "number" && Number.isFinite(value)),
    );
  if (!valid) throw new EmbeddingsError("The embeddings API's vectors are malformed");
  return vectors as number[][];
}
