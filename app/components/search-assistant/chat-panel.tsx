import { LoaderCircle, SendHorizontal, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { ShortDisclaimer } from "~/components/legal/short-disclaimer";
import { MAX_CHAT_MESSAGE_LENGTH, type ChatMessage } from "~/lib/search-assistant";
import { closeAssistant, takeFocusRequest, useConversation } from "./conversation-store";
import { EpisodeSuggestionCard } from "./episode-suggestion-card";
import { sendChatMessage } from "./send-chat-message";
import { reportOpenedResult } from "~/lib/report-opened-result";

/**
 * The open search assistant: a labelled, non-modal dialog with the conversation (a live log, so
 * screen readers announce each new message), a text box and a send button. Escape or the close
 * button collapses it and gives focus back to the launcher.
 */
export default function ChatPanel({ id }: { id: string }) {
  const { messages, pending } = useConversation();
  const [draft, setDraft] = useState("");
  const [playing, setPlaying] = useState<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const sentFromHere = useRef(false);
  const titleId = useId();
  const hintId = useId();
  const inputId = useId();

  useEffect(() => {
    if (takeFocusRequest("input")) inputRef.current?.focus();
  }, []);

  // Newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, pending]);

  // The box is disabled while a request is in flight, which drops its focus; give it back.
  useEffect(() => {
    if (pending || !sentFromHere.current) return;
    sentFromHere.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) inputRef.current?.focus();
  }, [pending]);

  function send() {
    if (sendChatMessage(draft)) {
      sentFromHere.current = true;
      setDraft("");
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send();
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter is a new line; Enter that confirms an input method's text is neither.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    closeAssistant();
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes a dialog (WAI-ARIA dialog pattern)
    <section
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={onPanelKeyDown}
      className="fixed inset-x-2 bottom-[calc(var(--player-height,0px)+0.5rem)] z-40 flex max-h-[min(40rem,calc(100dvh-var(--player-height,0px)-1rem))] flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-sand-300 sm:inset-x-auto sm:right-6 sm:bottom-[calc(var(--player-height,0px)+1.5rem)] sm:w-[26rem]"
    >
      <div className="flex items-start gap-3 bg-brand-700 px-4 py-3 text-white">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-serif text-lg font-bold">
            Find Your Episode
          </h2>
          <p className="text-sm text-brand-50">Search 400+ episodes by topic, guest, or issue</p>
        </div>
        <button
          type="button"
          onClick={closeAssistant}
          aria-label="Close the episode finder"
          className="rounded-full p-2 hover:bg-white/15 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>

      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users scroll a long conversation
        tabIndex={0}
        className="min-h-48 flex-1 space-y-4 overflow-y-auto p-4 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-500"
      >
        {messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            playing={playing}
            onTogglePlayer={(key) => setPlaying((current) => (current === key ? null : key))}
          />
        ))}
        {pending ? (
          <p className="flex items-center gap-2 text-sm text-ink-700">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            Searching episodes...
          </p>
        ) : null}
      </div>

      <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-sand-200 p-3">
        <label htmlFor={inputId} className="sr-only">
          Your question
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onInputKeyDown}
          disabled={pending}
          rows={2}
          maxLength={MAX_CHAT_MESSAGE_LENGTH}
          aria-describedby={hintId}
          placeholder="Ask about a topic, guest, or issue..."
          className="max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-sand-300 px-3 py-2 text-base text-ink-900 placeholder:text-ink-600 focus-visible:border-brand-600 focus-visible:outline-3 focus-visible:outline-brand-500/40 disabled:bg-sand-100"
        />
        <span id={hintId} className="sr-only">
          Press Enter to send, Shift+Enter for a new line.
        </span>
        <button
          type="submit"
          disabled={pending}
          aria-label={pending ? "Searching" : "Send"}
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60"
        >
          {pending ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <SendHorizontal aria-hidden="true" className="size-5" />
          )}
        </button>
      </form>
    </section>
  );
}

function MessageBubble({
  message,
  playing,
  onTogglePlayer,
}: {
  message: ChatMessage;
  playing: string | null;
  onTogglePlayer: (key: string) => void;
}) {
  const fromListener = message.role === "user";
  return (
    <div className={fromListener ? "flex justify-end" : "space-y-3"}>
      <p
        className={`max-w-[85%] rounded-2xl px-4 py-2.5 whitespace-pre-line ${
          fromListener ? "rounded-br-sm bg-brand-700 text-white" : "rounded-bl-sm bg-sand-100 text-ink-900"
        }`}
      >
        <span className="sr-only">{fromListener ? "You: " : "Assistant: "}</span>
        {message.content}
      </p>
      {message.links && message.links.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Where to go next">
          {message.links.map((link) => (
            // The beacon counts a click in a consultation call to action as a booking click.
            <li key={link.href} data-consultation-cta={link.consultation ? "" : undefined}>
              <a
                href={link.href}
                className="inline-block rounded-full border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {message.episodes && message.episodes.length > 0 ? (
        <ul
          className="space-y-2"
          aria-label="Suggested episodes"
          onClickCapture={message.searchId ? (event) => reportOpenedResult(message.searchId!, event.target) : undefined}
        >
          {message.episodes.map((episode) => {
            const key = `${message.id}:${episode.slug}`;
            return (
              <li key={key}>
                <EpisodeSuggestionCard
                  episode={episode}
                  playing={playing === key}
                  onTogglePlayer={() => onTogglePlayer(key)}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      {/* Under every answer (not the greeting): general information, not legal advice (issue 32). */}
      {!fromListener && message.id !== "greeting" ? <ShortDisclaimer className="max-w-[85%] text-xs" /> : null}
    </div>
  );
}
