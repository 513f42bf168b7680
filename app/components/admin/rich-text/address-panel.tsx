import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { buttonClassName } from "~/components/ui/button";
import { fieldClassName } from "~/components/ui/form-field";

export type PanelField = { name: string; label: string; initial?: string; hint?: string };
export type PanelError = { field: string; message: string };

/**
 * A small inline panel under the toolbar asking for an address (and, for an image, its alt text):
 * labelled fields, errors announced, Enter applies, Escape cancels. It sits inside the admin form,
 * so it is a group rather than a nested form, and Enter is kept from submitting the page's form.
 */
export function AddressPanel({
  title,
  fields,
  applyLabel,
  apply,
  cancel,
  extraAction,
}: {
  title: string;
  fields: PanelField[];
  applyLabel: string;
  /** Returns what is wrong with which field, or null when done. */
  apply: (values: Record<string, string>) => PanelError | null;
  cancel: () => void;
  extraAction?: ReactNode;
}) {
  const id = useId();
  const [values, setValues] = useState(() =>
    Object.fromEntries(fields.map((field) => [field.name, field.initial ?? ""])),
  );
  const [error, setError] = useState<PanelError | null>(null);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => {
    first.current?.focus();
  }, []);

  const submit = () => setError(apply(values));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLButtonElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      cancel();
    } else if (event.key === "Enter" && event.currentTarget instanceof HTMLInputElement) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      className="mt-1.5 space-y-3 rounded-lg border border-sand-300 bg-sand-50 p-3"
    >
      <p id={`${id}-title`} className="text-sm font-semibold text-ink-900">
        {title}
      </p>
      {fields.map((field, index) => (
        <div key={field.name}>
          <label htmlFor={`${id}-${field.name}`} className="block text-sm font-medium text-ink-900">
            {field.label}
          </label>
          {field.hint ? (
            <p id={`${id}-${field.name}-hint`} className="text-sm text-ink-700">
              {field.hint}
            </p>
          ) : null}
          <input
            ref={index === 0 ? first : undefined}
            id={`${id}-${field.name}`}
            type="text"
            inputMode={index === 0 ? "url" : undefined}
            autoComplete="off"
            spellCheck={index !== 0}
            value={values[field.name]}
            onKeyDown={onKeyDown}
            onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            aria-invalid={error?.field === field.name || undefined}
            aria-describedby={
              [field.hint ? `${id}-${field.name}-hint` : "", error?.field === field.name ? `${id}-error` : ""]
                .filter(Boolean)
                .join(" ") || undefined
            }
            className={`${fieldClassName(error?.field === field.name)} mt-1 py-2 text-sm`}
          />
        </div>
      ))}
      <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
        {error?.message}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={submit} onKeyDown={onKeyDown} className={buttonClassName({ size: "sm" })}>
          {applyLabel}
        </button>
        {extraAction}
        <button
          type="button"
          onClick={cancel}
          onKeyDown={onKeyDown}
          className={buttonClassName({ variant: "secondary", size: "sm" })}
        >
          Cancel
        </button>
      </div>
    </div>
  );
}
