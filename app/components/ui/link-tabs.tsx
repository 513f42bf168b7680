import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";

export type LinkTab<T extends string> = { value: T; label: string };

/**
 * WAI-ARIA tabs built from links to `?tab=…`, so the selected tab can be linked to and the tabs work
 * before and without JavaScript. Once hydrated they gain the keyboard pattern: arrows, Home and End
 * move between tabs and select them, and only the selected tab sits in the Tab order (roving
 * tabindex only after hydration: without JavaScript the arrows do nothing, so every tab must stay
 * reachable with the Tab key).
 *
 * Tabs over a form (`switchThroughForm`): before the scripts run, a link would load the other tab and
 * lose what was typed, so each tab is then a submit button of that form (name `tab-switch`, value the
 * tab) posting to the tab's address without validation; the route's action answers such a post by
 * showing the other tab with the typed values kept. Once hydrated, the tabs are links again and the
 * form simply stays on the page.
 */
export function LinkTabs<T extends string>({
  tabs,
  selected,
  label,
  idPrefix,
  className = "",
  onTabIntent,
  extraParams,
  switchThroughForm,
  children,
}: {
  tabs: readonly LinkTab<T>[];
  selected: T;
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix for the tab and panel ids, unique on the page. */
  idPrefix: string;
  className?: string;
  /** Called when a tab is about to be chosen (pointer over it, or focus), to fetch what it will show. */
  onTabIntent?: (tab: T) => void;
  /** Query parameters every tab's link carries besides `tab` (values the server already checked). */
  extraParams?: Record<string, string | null | undefined>;
  /** The id of the form in the panel, for tabs that must keep what was typed without JavaScript. */
  switchThroughForm?: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const tabRefs = useRef(new Map<T, HTMLAnchorElement>());
  const hydrated = useHydrated();
  const tabId = (tab: T) => `${idPrefix}-tab-${tab}`;
  const panelId = (tab: T) => `${idPrefix}-panel-${tab}`;
  const tabHref = (tab: T) => {
    const params = new URLSearchParams({ tab });
    for (const [name, value] of Object.entries(extraParams ?? {})) if (value) params.set(name, value);
    return `?${params}`;
  };

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    const current = tabs.findIndex((tab) => tab.value === selected);
    const last = tabs.length - 1;
    const next = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    const target = next === undefined ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onTabIntent?.(target.value);
    tabRefs.current.get(target.value)?.focus();
    void navigate(tabHref(target.value), { replace: true, preventScrollReset: true });
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        className="mx-auto flex w-full max-w-md rounded-full border border-sand-200 bg-white p-1.5 shadow-sm"
      >
        {tabs.map((tab) => {
          const isSelected = tab.value === selected;
          const className = `flex flex-1 items-center justify-center rounded-full px-3 py-2.5 text-center text-sm font-semibold transition-colors sm:px-4 sm:text-base ${
            isSelected ? "bg-brand-700 text-white shadow" : "text-ink-700 hover:bg-sand-100 hover:text-ink-900"
          }`;
          if (switchThroughForm && !hydrated) {
            return (
              <button
                key={tab.value}
                type="submit"
                form={switchThroughForm}
                formAction={tabHref(tab.value)}
                formMethod="post"
                formNoValidate
                name="tab-switch"
                value={tab.value}
                role="tab"
                id={tabId(tab.value)}
                aria-selected={isSelected}
                aria-controls={panelId(tab.value)}
                className={className}
              >
                {tab.label}
              </button>
            );
          }
          return (
            <Link
              key={tab.value}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.value, node);
                else tabRefs.current.delete(tab.value);
              }}
              to={tabHref(tab.value)}
              replace
              preventScrollReset
              role="tab"
              id={tabId(tab.value)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.value)}
              tabIndex={hydrated ? (isSelected ? 0 : -1) : undefined}
              onKeyDown={onKeyDown}
              onPointerEnter={() => onTabIntent?.(tab.value)}
              onFocus={() => onTabIntent?.(tab.value)}
              className={className}
            >
              {tab.label}
            </Link>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(selected)}
        aria-labelledby={tabId(selected)}
        // A panel that opens with text rather than a control takes focus itself (WAI-ARIA tabs).
        tabIndex={0}
        className="mt-8 rounded-3xl focus-visible:outline-offset-8"
      >
        {children}
      </div>
    </div>
  );
}
