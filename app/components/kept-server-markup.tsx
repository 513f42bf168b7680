import { useEffect, useRef, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { useServerMarkup } from "~/lib/use-server-markup";

/**
 * A part of the layout that is the same on every page (the footer): the server renders it, and the
 * browser keeps the server's markup as it is, so neither its code nor its words ship in the
 * JavaScript every page loads (docs/decisions/0007-first-load-javascript.md, second addendum). Give
 * it its content as `import.meta.env.SSR ? <Content /> : null`: the client build drops that branch,
 * and with it the content's imports.
 *
 * The layout stays mounted across navigations, so the kept markup is there for the whole visit. Its
 * links to the site's own pages still navigate inside the page, as `<Link>` does, so the site player
 * keeps playing; other links, new tabs and modified clicks are the browser's.
 */
export function KeptServerMarkup({ id, children }: { id: string; children: ReactNode }) {
  const kept = useServerMarkup(`#${id}`);
  const navigate = useNavigate();
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = element.current;
    if (!container) return;
    // A listener on the container, not on each link: Enter on a focused link is a click too.
    const followLinkInPage = (event: MouseEvent) => {
      const link = (event.target as Element).closest("a");
      if (!link || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(url.pathname + url.search + url.hash);
    };
    container.addEventListener("click", followLinkInPage);
    return () => container.removeEventListener("click", followLinkInPage);
  }, [navigate]);
  if (import.meta.env.SSR) {
    return (
      <div id={id} className="contents">
        {children}
      </div>
    );
  }
  return (
    <div
      id={id}
      className="contents"
      ref={element}
      dangerouslySetInnerHTML={{ __html: kept ?? "" }}
      suppressHydrationWarning
    />
  );
}
