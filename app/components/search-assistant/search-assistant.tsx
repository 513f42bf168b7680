import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useEffect, useRef } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import type { SearchAssistantHandle } from "./search-assistant-slot";
import { openAssistant, takeFocusRequest, useConversation } from "./conversation-store";

/** The chat itself is fetched when first opened (or hovered), so pages pay only for the button. */
const loadChatPanel = () => import("./chat-panel");
const ChatPanel = lazy(loadChatPanel);

const PANEL_ID = "search-assistant-panel";

/**
 * The floating search assistant: collapsed, a button with the spec's teaser; open, the chat panel.
 * Before hydration (or without JavaScript) the button is a link to the searchable episode archive.
 */
export function SearchAssistant() {
  const { open } = useConversation();
  const hydrated = useHydrated();

  if (open && hydrated) {
    return (
      <Suspense fallback={<ChatPanelLoading />}>
        <ChatPanel id={PANEL_ID} />
      </Suspense>
    );
  }
  return <Launcher interactive={hydrated} />;
}

/** A route that exports `handle = searchAssistantHandle` shows the assistant (the layout's slot renders it). */
export const searchAssistantHandle: SearchAssistantHandle = { searchAssistant: SearchAssistant };

function Launcher({ interactive }: { interactive: boolean }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (interactive && takeFocusRequest("launcher")) buttonRef.current?.focus();
  }, [interactive]);

  const className =
    "fixed right-4 bottom-4 z-40 flex items-center gap-3 rounded-full bg-brand-700 p-3 text-left text-white shadow-lg transition-colors hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:right-6 sm:bottom-6 sm:rounded-2xl sm:py-3 sm:pr-5 sm:pl-3";
  const content = (
    <>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white/15">
        <MessageCircle aria-hidden="true" className="size-6" />
      </span>
      {/* Small screens show only the round button; the teaser stays its accessible name. */}
      <span className="sr-only sm:not-sr-only sm:block">
        <span className="block font-semibold">Find Your Episode</span>
        <span className="block text-sm text-brand-50">Search 400+ episodes by topic, guest, or issue</span>
      </span>
    </>
  );

  if (!interactive) {
    return (
      <Link to="/episodes" className={className}>
        {content}
      </Link>
    );
  }
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={openAssistant}
      onPointerEnter={() => void loadChatPanel()}
      onFocus={() => void loadChatPanel()}
      className={className}
    >
      {content}
    </button>
  );
}

function ChatPanelLoading() {
  return (
    <div
      role="status"
      className="fixed right-4 bottom-4 z-40 rounded-2xl bg-white px-5 py-4 text-ink-800 shadow-xl ring-1 ring-sand-200 sm:right-6 sm:bottom-6"
    >
      Opening the episode finder...
    </div>
  );
}
