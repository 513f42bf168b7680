import type { ReactNode } from "react";

/** A label (with the required asterisk), the control, and its error message, wired together. */
export function FormField({
  id,
  label,
  required = false,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </label>
      {hint ? <p className="mt-1 text-sm text-ink-700">{hint}</p> : null}
      <div className="mt-2">{children}</div>
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function fieldClassName(invalid: boolean): string {
  return `block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink-900 shadow-xs placeholder:text-ink-700/60 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none ${
    invalid ? "border-red-500" : "border-sand-300"
  }`;
}

type ControlProps = {
  id: string;
  name: string;
  label: string;
  required?: boolean;
  /** False keeps the asterisk but leaves the rule to the server (a field required only sometimes). */
  browserRequired?: boolean;
  error?: string;
  hint?: string;
  defaultValue: string;
  maxLength?: number;
  spellCheck?: boolean;
  /** Extra classes for the control, e.g. a monospace font for code. */
  controlClassName?: string;
};

function controlAttributes({
  id,
  name,
  required,
  browserRequired,
  error,
  defaultValue,
  maxLength,
  spellCheck,
}: ControlProps) {
  return {
    id,
    name,
    required: required && browserRequired !== false,
    defaultValue,
    maxLength,
    spellCheck,
    "aria-invalid": Boolean(error) || undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  };
}

/** A labelled one-line text input with its error, for the site's server-validated forms. */
export function TextField(props: ControlProps & { type?: "text" | "url" | "email" | "date" }) {
  return (
    <FormField id={props.id} label={props.label} required={props.required} error={props.error} hint={props.hint}>
      <input
        type={props.type ?? "text"}
        {...controlAttributes(props)}
        className={`${fieldClassName(Boolean(props.error))} ${props.controlClassName ?? ""}`}
      />
    </FormField>
  );
}

/** A labelled multi-line text box with its error. */
export function TextAreaField(props: ControlProps & { rows: number }) {
  return (
    <FormField id={props.id} label={props.label} required={props.required} error={props.error} hint={props.hint}>
      <textarea
        rows={props.rows}
        {...controlAttributes(props)}
        className={`${fieldClassName(Boolean(props.error))} ${props.controlClassName ?? ""}`}
      />
    </FormField>
  );
}
