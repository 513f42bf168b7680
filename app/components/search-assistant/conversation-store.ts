import { useSyncExternalStore } from "react";
import { SEARCH_ASSISTANT_GREETING, type ChatMessage } from "~/lib/search-assistant";
import { ASSISTANT_CONVERSATION_KEY } from "~/lib/storage-keys";

/**
 * The search assistant's conversation, outside React so it survives moving between pages (the
 * widget unmounts on pages without it) and, through sessionStorage, a reload of the tab.
 */
export type Conversation = {
  open: boolean;
  pending: boolean;
  messages: ChatMessage[];
};

/** Older messages are dropped from storage, so a long session cannot fill it. */
const STORED_MESSAGE_LIMIT = 60;

const greeting: ChatMessage = { id: "greeting", role: "assistant", content: SEARCH_ASSISTANT_GREETING };
const initial: Conversation = { open: false, pending: false, messages: [greeting] };

let state: Conversation = typeof window === "undefined" ? initial : restore();
const listeners = new Set<() => void>();

/** Why the panel or the launcher should take focus when it next mounts: only after the listener's own action. */
let focusRequest: "input" | "launcher" | null = null;

function restore(): Conversation {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(ASSISTANT_CONVERSATION_KEY) ?? "null") as {
      open?: unknown;
      messages?: unknown;
    } | null;
    if (!saved || !Array.isArray(saved.messages)) return initial;
    const messages = saved.messages.filter(isChatMessage);
    return { open: saved.open === true, pending: false, messages: messages.length > 0 ? messages : [greeting] };
  } catch {
    return initial;
  }
}

function isChatMessage(value: unknown): value is ChatMessage {
  if (typeof value !== "object" || value === null) return false;
  const message = value as Partial<ChatMessage>;
  return (
    typeof message.id === "string" &&
    (message.role === "user" || message.role === "assistant") &&
    typeof message.content === "string" &&
    (message.episodes === undefined || Array.isArray(message.episodes))
  );
}

function save() {
  try {
    const messages = state.messages.slice(-STORED_MESSAGE_LIMIT);
    window.sessionStorage.setItem(ASSISTANT_CONVERSATION_KEY, JSON.stringify({ open: state.open, messages }));
  } catch {
    // Storage full or blocked (private mode): the conversation still lives for this page's lifetime.
  }
}

function update(change: Partial<Conversation>) {
  state = { ...state, ...change };
  save();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The conversation; the server render and hydration see it collapsed with only the greeting. */
export function useConversation(): Conversation {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => initial,
  );
}

export function getConversation(): Conversation {
  return state;
}

export function openAssistant() {
  focusRequest = "input";
  update({ open: true });
}

export function closeAssistant() {
  focusRequest = "launcher";
  update({ open: false });
}

/** True once for the element the last open or close asked to focus. */
export function takeFocusRequest(target: "input" | "launcher"): boolean {
  if (focusRequest !== target) return false;
  focusRequest = null;
  return true;
}

let nextId = 0;
export function addMessage(message: Omit<ChatMessage, "id">) {
  const id = `${Date.now().toString(36)}-${(nextId++).toString(36)}`;
  update({ messages: [...state.messages, { ...message, id }] });
}

export function setPending(pending: boolean) {
  update({ pending });
}
