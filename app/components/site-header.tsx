import { Menu, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { headerLinks } from "~/content/navigation";
import { site } from "~/content/site";
import { Image } from "~/components/ui/image";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-brand-50 hover:text-brand-800 ${
    isActive ? "text-brand-800 underline decoration-2 underline-offset-8" : "text-ink-700"
  }`;

/** Who is looking, as the server saw it: the header renders the right controls with no flicker. */
export type Viewer = { email: string; isAdmin: boolean } | null;

export function SiteHeader({ viewer }: { viewer: Viewer }) {
  // Signed in, the header carries two links and a button more: it keeps one line by switching to
  // the menu below 1280 px instead of 1024 px.
  const wide = viewer ? "xl" : "lg";
  return (
    <header className="sticky top-[var(--quick-exit-height,0px)] z-40 border-b border-sand-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 font-serif text-lg font-bold text-ink-900">
          <Image src={site.images.logo} alt="" width={32} height={32} placement="above-fold" className="size-8" />
          <span>{site.shortName}</span>
        </Link>
        <nav aria-label="Main" className={wide === "xl" ? "hidden xl:block" : "hidden lg:block"}>
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === "/"} className={navLinkClass} prefetch="intent">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <div className={`hidden items-center gap-2 ${wide === "xl" ? "xl:flex" : "lg:flex"}`}>
            <AccountControls viewer={viewer} />
          </div>
          <MobileMenu viewer={viewer} wide={wide} />
        </div>
      </div>
    </header>
  );
}

/**
 * A native disclosure: opens and closes by keyboard and works before (or without) JavaScript.
 * With JavaScript it also closes on navigation and on Escape.
 */
const accountButtonClass =
  "rounded-full border whitespace-nowrap border-brand-700 px-4 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50";

/** Admin (admins only), then Sign Out as a POST form, or Sign In for visitors. */
function AccountControls({ viewer }: { viewer: Viewer }) {
  if (!viewer) {
    return (
      <Link to="/auth" className={accountButtonClass}>
        Sign In
      </Link>
    );
  }
  return (
    <>
      {viewer.isAdmin ? (
        <NavLink to="/admin" className={navLinkClass}>
          Admin
        </NavLink>
      ) : null}
      <NavLink to="/account/security" className={navLinkClass}>
        Account
      </NavLink>
      <Form method="post" action="/auth/sign-out">
        <button type="submit" className={accountButtonClass}>
          Sign Out
        </button>
      </Form>
    </>
  );
}

function MobileMenu({ viewer, wide }: { viewer: Viewer; wide: "lg" | "xl" }) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // Closed when the page changes; not on the first run, which would close a menu opened before the
  // scripts ran (lib/early-clicks.ts: nothing clicked after the first paint is lost).
  const shownAddress = useRef(location.pathname + location.search);
  useEffect(() => {
    const address = location.pathname + location.search;
    if (address === shownAddress.current) return;
    shownAddress.current = address;
    detailsRef.current?.removeAttribute("open");
  }, [location.pathname, location.search]);

  useEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    // A menu left behind by Tab (or a tap elsewhere, which moves focus to the page) would cover the
    // page the visitor moved on to.
    const closeWhenLeft = (event: FocusEvent) => {
      if (!details.contains(event.relatedTarget as Node | null)) details.open = false;
    };
    details.addEventListener("keydown", closeOnEscape);
    details.addEventListener("focusout", closeWhenLeft);
    return () => {
      details.removeEventListener("keydown", closeOnEscape);
      details.removeEventListener("focusout", closeWhenLeft);
    };
  }, []);

  return (
    <details ref={detailsRef} className={`group relative ${wide === "xl" ? "xl:hidden" : "lg:hidden"}`}>
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-full border border-sand-300 px-3 py-1.5 text-sm font-semibold text-ink-800 hover:bg-sand-100 [&::-webkit-details-marker]:hidden">
        <Menu aria-hidden="true" className="size-5 group-open:hidden" />
        <X aria-hidden="true" className="hidden size-5 group-open:block" />
        Menu
      </summary>
      <nav
        aria-label="Mobile"
        className="absolute right-0 mt-2 w-64 rounded-2xl border border-sand-200 bg-white p-2 shadow-xl"
      >
        <ul className="flex flex-col">
          {headerLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === "/"} className={(state) => `${navLinkClass(state)} block`}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li className="mt-1 flex flex-wrap items-center gap-2 border-t border-sand-200 px-1 pt-2">
            <AccountControls viewer={viewer} />
          </li>
        </ul>
      </nav>
    </details>
  );
}
