import { appServicesOf } from "~/.server/app-context";
import { z } from "zod";
import { jsonError, noStore, readJsonInput } from "~/.server/json-request";
import { consumeRateLimit } from "~/.server/rate-limit/consume-rate-limit";
import { requestInfoContext } from "~/.server/request-context";
import { composeAnswerParts } from "~/.server/search/compose-answer";
import { recordClientSearchAfterReply } from "~/.server/search/insights-limit";
import { toEpisodeSuggestion } from "~/.server/search/episode-suggestion";
import { needsOwnLawyer, withOwnCaseNote } from "~/.server/search/own-case";
import { consultationLink } from "~/lib/consultation";
import { searchEpisodes } from "~/.server/search/search-episodes";
import { wordAnswerWithLlm, type LlmSettings } from "~/.server/search/word-answer-with-llm";
import type { Env } from "~/.server/env";
import { MAX_CHAT_MESSAGE_LENGTH, type SearchEpisodesReply } from "~/lib/search-assistant";
import type { Route } from "./+types/search-episodes";

const searchRateLimit = { name: "search-episodes", limit: 30, windowSeconds: 60 };
/** The optional language model, when all three settings are present. */
function llmSettings({ LLM_BASE_URL, LLM_API_KEY, LLM_MODEL }: Env): LlmSettings | undefined {
  return LLM_BASE_URL && LLM_API_KEY && LLM_MODEL
    ? { baseUrl: LLM_BASE_URL, apiKey: LLM_API_KEY, model: LLM_MODEL }
    : undefined;
}

const typeAQuestion = "Please type a question.";
const searchBody = z.object({
  message: z
    .string(typeAQuestion)
    .trim()
    .min(1, typeAQuestion)
    .max(MAX_CHAT_MESSAGE_LENGTH, `Please keep your message under ${MAX_CHAT_MESSAGE_LENGTH} characters.`),
});

/**
 * POST /api/functions/search-episodes `{ message }` → `{ response, intro, episodes }` or `{ error }`.
 * Public, so it is rate limited per client in the database (the same count on every instance).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { message: trimmed } = await readJsonInput(request, searchBody, { maxBytes: 8 * 1024 });

  const { db, env, logger } = appServicesOf(context);
  const { clientIp } = context.get(requestInfoContext);
  const limit = await consumeRateLimit(db, { rule: searchRateLimit, clientKey: clientIp });
  if (!limit.allowed) {
    return jsonError("You're searching very quickly. Please wait a moment and try again.", 429, {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }

  try {
    const { query, episodes, unmatched } = await searchEpisodes(db, trimmed, { limit: 3 });
    const composed = composeAnswerParts({ query, episodes, unmatched });
    const settings = llmSettings(env);
    const worded = settings
      ? await wordAnswerWithLlm({ settings, message: trimmed, episodes, fallback: composed.text, unmatched })
      : { answer: composed.text, source: "composed" as const };
    // Listener insights: the question, not the asker (no IP address, cookie or account), up to the
    // client's limits, recorded after the reply (insights-limit.ts).
    const searchId = recordClientSearchAfterReply(db, clientIp, {
      source: "assistant",
      question: trimmed,
      resultCount: episodes.length,
      resultSlugs: episodes.map((episode) => episode.slug),
    });
    const answer = {
      response: worded.answer,
      // The model's wording stands on its own above the cards; the composed one drops its list.
      intro: worded.source === "llm" ? worded.answer : composed.intro,
      links: composed.links,
    };
    // A question about the listener's own case (a hearing, papers served, an order): the assistant
    // says it cannot advise on it and offers the consultation, whoever worded the rest (own-case.ts).
    const { response, intro, links } = needsOwnLawyer(trimmed)
      ? withOwnCaseNote(answer, consultationLink(env.BOOKING_URL))
      : answer;
    const reply: SearchEpisodesReply = {
      response,
      intro,
      episodes: episodes.map(toEpisodeSuggestion),
      ...(links.length > 0 ? { links } : {}),
      ...(searchId ? { searchId } : {}),
    };
    return Response.json(reply, { headers: noStore });
  } catch (error) {
    logger.error({ err: error }, "Episode search failed");
    return jsonError("Failed to search episodes. Please try again.", 500);
  }
}
