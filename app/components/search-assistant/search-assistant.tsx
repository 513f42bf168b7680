import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useEffect, useRef } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { useScrolledPast } from "~/lib/use-scrolled-past";
import { openAssistant, takeFocusRequest, useConversation } from "./conversation-store";
import { useLauncherClearance } from "./launcher-clearance";

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

/** How far down the page the teaser slides away, leaving its button at the screen's edge. */
const TEASER_SCROLL_OFFSET = 160;

function Launcher({ interactive }: { interactive: boolean }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (interactive && takeFocusRequest("launcher")) buttonRef.current?.focus();
  }, [interactive]);
  // Once the listener scrolls into the page, the teaser has been seen: the launcher slides right until
  // only its round button shows at the edge, so it stops covering the page's own controls (a card's
  // play button) as they scroll past. It comes back on hover, on keyboard focus and at the top. A
  // slide (translate), not a resize: it moves nothing else and is no layout shift.
  // Wherever it stands, it covers none of the page's controls: it tucks, or steps aside (hidden but
  // for keyboard focus) when even its round button would lie over one (launcher-clearance.ts).
  const clearance = useLauncherClearance(buttonRef, interactive);
  const tucked = (useScrolledPast(TEASER_SCROLL_OFFSET) || clearance !== "clear") && interactive;
  const aside = clearance === "hide" && interactive;

  const className =
    // Above the site player's bar when it is open (--player-height, see components/player/player-bar.tsx).
    "fixed right-3 bottom-[calc(var(--player-height,0px)+0.75rem)] z-40 flex max-w-[calc(100vw-1.5rem)] items-center gap-2.5 rounded-2xl bg-brand-700 py-2 pr-4 pl-2 text-left text-white shadow-lg transition-[translate,background-color,opacity] duration-300 hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 motion-reduce:transition-none sm:right-6 sm:bottom-[calc(var(--player-height,0px)+1.5rem)] sm:gap-3 sm:py-3 sm:pr-5 sm:pl-3 " +
    // Tucked: the button (padding, icon and a little more) stays on screen, the teaser slides off it.
    "data-tucked:translate-x-[calc(100%-2.5rem)] sm:data-tucked:translate-x-[calc(100%-2.75rem)] data-tucked:hover:translate-x-0 data-tucked:focus-visible:translate-x-0 sm:data-tucked:hover:translate-x-0 sm:data-tucked:focus-visible:translate-x-0 " +
    // Aside: off the screen and out of the pointer's way, back in view when focused from the keyboard.
    "data-aside:pointer-events-none data-aside:opacity-0 data-aside:focus-visible:pointer-events-auto data-aside:focus-visible:opacity-100";
  const content = (
    <>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white/15 sm:size-11">
        <MessageCircle aria-hidden="true" className="size-5 sm:size-6" />
      </span>
      {/* The spec's teaser on every screen, smaller on phones. */}
      <span className="block min-w-0">
        <span className="block text-sm font-semibold sm:text-base">Find Your Episode</span>
        <span className="block text-xs text-brand-50 sm:text-sm">Search 400+ episodes by topic, guest, or issue</span>
      </span>
    </>
  );

  if (!interactive) {
    // A link is page content, so it sits in a landmark of its own (a button needs none): the page
    // before its script runs, or without it, keeps all of its content in landmarks.
    return (
      <nav aria-label="Episode finder">
        <Link to="/episodes" className={className} data-assistant-launcher="">
          {content}
        </Link>
      </nav>
    );
  }
  return (
    <button
      ref={buttonRef}
      type="button"
      data-assistant-launcher=""
      data-tucked={tucked ? "" : undefined}
      data-aside={aside ? "" : undefined}
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
      className="fixed right-4 bottom-[calc(var(--player-height,0px)+1rem)] z-40 rounded-2xl bg-white px-5 py-4 text-ink-800 shadow-xl ring-1 ring-sand-200 sm:right-6 sm:bottom-[calc(var(--player-height,0px)+1.5rem)]"
    >
      Opening the episode finder...
    </div>
  );
}
