import { Search } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Form, useSubmit } from "react-router";
import { buttonClassName } from "./button";

/**
 * A GET search form whose query lives in the URL: it works as a plain form without JavaScript, and
 * with it, typing filters in place after a short pause (back to page 1, since the page number is
 * not a field) without a full reload.
 */
export function SearchForm({
  action,
  id,
  label,
  placeholder,
  defaultValue,
  maxLength,
  className = "",
  children,
}: {
  /** Explicit: the implied action repeats the current query, which server and browser encode
   * differently ("+" and "%20"), so the hydrated markup would not match. */
  action: string;
  id: string;
  /** The search landmark's and the input's accessible name. */
  label: string;
  placeholder: string;
  defaultValue: string;
  maxLength: number;
  className?: string;
  /** Hidden fields that the search keeps (e.g. the chosen category). */
  children?: ReactNode;
}) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Form
      method="get"
      action={action}
      role="search"
      aria-label={label}
      className={`flex gap-2 ${className}`}
      // A submit supersedes a pending type-to-search, which could otherwise fire after the visitor
      // has already followed a result link.
      onSubmit={() => clearTimeout(timer.current)}
    >
      {children}
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-700"
        />
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={defaultValue}
          maxLength={maxLength}
          placeholder={placeholder}
          className="block w-full rounded-full border border-sand-300 bg-white py-3 pr-4 pl-12 text-base text-ink-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          onChange={(event) => {
            const form = event.currentTarget.form;
            clearTimeout(timer.current);
            timer.current = setTimeout(() => void submit(form, { replace: true, preventScrollReset: true }), 300);
          }}
        />
      </div>
      <button type="submit" className={buttonClassName()}>
        Search
      </button>
    </Form>
  );
}
