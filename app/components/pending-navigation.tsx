import { useNavigation } from "react-router";

/** The spec's loading texts, by destination, shown while that page's data loads after a click. */
const pendingMessages: readonly { matches: (pathname: string) => boolean; message: string }[] = [
  { matches: (pathname) => pathname === "/admin", message: "Loading..." },
  { matches: (pathname) => pathname === "/latest-episode", message: "Loading episode..." },
  { matches: (pathname) => pathname.startsWith("/episodes/"), message: "Loading episode..." },
  { matches: (pathname) => pathname.startsWith("/blog/"), message: "Loading..." },
];

/**
 * Server-rendered pages arrive with their data, so loading states only exist during client-side
 * navigation; this announces them (politely) and shows them at the top of the page.
 */
export function PendingNavigation() {
  const navigation = useNavigation();
  const pathname = navigation.state === "loading" ? navigation.location.pathname : undefined;
  const message = pathname ? pendingMessages.find((entry) => entry.matches(pathname))?.message : undefined;
  return (
    <div
      role="status"
      aria-live="polite"
      className={
        message ? "fixed inset-x-0 top-[calc(4rem+var(--quick-exit-height,0px))] z-30 flex justify-center" : "sr-only"
      }
    >
      {message ? (
        <span className="mt-4 rounded-full bg-ink-900 px-4 py-2 text-sm font-semibold text-white shadow-lg">
          {message}
        </span>
      ) : null}
    </div>
  );
}
