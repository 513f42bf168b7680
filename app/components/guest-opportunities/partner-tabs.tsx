import { useRef, useSyncExternalStore, type KeyboardEvent, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { tabLabels } from "~/content/guest-opportunities";

export type PartnerTab = keyof typeof tabLabels;

const tabOrder: readonly PartnerTab[] = ["podcasters", "guests"];

/** The tab lives in the URL so it can be linked to; anything absent or unknown means the default. */
export function parsePartnerTab(value: string | null): PartnerTab {
  return value === "guests" ? "guests" : "podcasters";
}

export const tabId = (tab: PartnerTab) => `partner-tab-${tab}`;
export const panelId = (tab: PartnerTab) => `partner-panel-${tab}`;

/**
 * WAI-ARIA tabs built from links, so they work before and without JavaScript (each tab is an
 * ordinary link to `?tab=…`). Once hydrated they gain the keyboard pattern: arrows, Home and End
 * move between tabs and select them, and only the selected tab sits in the Tab order.
 */
export function PartnerTabs({ selected, children }: { selected: PartnerTab; children: ReactNode }) {
  const navigate = useNavigate();
  const tabRefs = useRef(new Map<PartnerTab, HTMLAnchorElement>());
  // Roving tabindex only after hydration: without JavaScript the arrow keys do nothing, so every
  // tab must stay reachable with the Tab key.
  const hydrated = useHydrated();

  function select(tab: PartnerTab) {
    tabRefs.current.get(tab)?.focus();
    navigate(`?tab=${tab}`, { replace: true, preventScrollReset: true });
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    const current = tabOrder.indexOf(selected);
    const last = tabOrder.length - 1;
    const next = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(tabOrder[next] ?? "podcasters");
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label="Partnership options"
        className="mx-auto flex w-full max-w-md rounded-full border border-sand-200 bg-white p-1.5 shadow-sm"
      >
        {tabOrder.map((tab) => {
          const isSelected = tab === selected;
          return (
            <Link
              key={tab}
              ref={(node) => {
                if (node) tabRefs.current.set(tab, node);
                else tabRefs.current.delete(tab);
              }}
              to={`?tab=${tab}`}
              replace
              preventScrollReset
              role="tab"
              id={tabId(tab)}
              aria-selected={isSelected}
              aria-controls={panelId(tab)}
              tabIndex={hydrated ? (isSelected ? 0 : -1) : undefined}
              onKeyDown={onKeyDown}
              className={`flex flex-1 items-center justify-center rounded-full px-3 py-2.5 text-center text-sm sm:px-4 font-semibold transition-colors sm:text-base ${
                isSelected ? "bg-brand-700 text-white shadow" : "text-ink-700 hover:bg-sand-100 hover:text-ink-900"
              }`}
            >
              {tabLabels[tab]}
            </Link>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(selected)}
        aria-labelledby={tabId(selected)}
        // The panel opens with text, not a control, so it takes focus itself (WAI-ARIA tabs pattern).
        tabIndex={0}
        className="mt-12 rounded-3xl focus-visible:outline-offset-8"
      >
        {children}
      </div>
    </div>
  );
}

const noSubscription = () => () => {};

/** False in the server render and during hydration, true once React runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
