import { showToast } from "~/components/toast-region";
import { SEARCH_EPISODES_PATH, type SearchEpisodesReply } from "~/lib/search-assistant";
import { addMessage, getConversation, setPending } from "./conversation-store";

const FAILURE_REPLY = "I'm sorry, I encountered an error. Please try again.";

/**
 * Sends the listener's message and appends the assistant's answer. Whitespace-only input and input
 * while a request is in flight are ignored (the spec); returns whether the message was sent.
 */
export function sendChatMessage(input: string): boolean {
  const message = input.trim();
  if (!message || getConversation().pending) return false;
  addMessage({ role: "user", content: message });
  setPending(true);
  void askAssistant(message)
    .then((reply) => {
      addMessage({
        role: "assistant",
        content: reply.intro || reply.response,
        episodes: reply.episodes,
        ...(reply.links?.length ? { links: reply.links } : {}),
        ...(reply.searchId ? { searchId: reply.searchId } : {}),
      });
    })
    .catch(() => {
      addMessage({ role: "assistant", content: FAILURE_REPLY });
      void showToast({ type: "error", title: "Error", description: "Failed to search episodes. Please try again." });
    })
    .finally(() => setPending(false));
  return true;
}

/** A reply, or a rejection for anything else: network failure, an error status, an `error` field. */
async function askAssistant(message: string): Promise<SearchEpisodesReply> {
  const response = await fetch(SEARCH_EPISODES_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ message }),
  });
  const body = (await response.json().catch(() => null)) as Partial<SearchEpisodesReply> & { error?: unknown };
  if (!response.ok || !body || body.error !== undefined || typeof body.response !== "string") {
    throw new Error(typeof body?.error === "string" ? body.error : `search-episodes answered ${response.status}`);
  }
  return {
    response: body.response,
    intro: typeof body.intro === "string" ? body.intro : body.response,
    episodes: Array.isArray(body.episodes) ? body.episodes : [],
    ...(Array.isArray(body.links) ? { links: body.links } : {}),
    ...(typeof body.searchId === "string" ? { searchId: body.searchId } : {}),
  };
}
