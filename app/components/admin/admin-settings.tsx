import type { ReactNode } from "react";
import { Form } from "react-router";
import { FormField, fieldClassName } from "~/components/ui/form-field";
import { Button } from "~/components/ui/button";
import type { FeedSettingField, SettingGroup } from "~/lib/admin-console";

/**
 * The settings in effect, each with where it is set, and the form for the ones the owner may change
 * here (the feed, the blog source and the sync schedules). A setting the environment sets is shown
 * read-only: the variable wins, and changing it needs a restart.
 */
export function AdminSettings({
  groups,
  form,
  error,
  fieldErrors,
  values,
  children,
}: {
  groups: SettingGroup[];
  form: FeedSettingField[];
  error?: string;
  fieldErrors: Partial<Record<string, string>>;
  /** What the admin typed, when the post was refused. */
  values?: Partial<Record<string, string>>;
  /** More forms, shown after the feed settings' (the feed tags'). */
  children?: ReactNode;
}) {
  const editable = form.some((field) => !field.setByEnvironment);
  return (
    <div className="mt-8 space-y-6">
      <div>
        <h2 className="font-serif text-2xl font-bold text-ink-900">Settings</h2>
        <p className="mt-2 max-w-prose text-ink-700">
          What the site runs with now. The feed, the blog source, the sync schedules and our podcast feed&apos;s tags
          can be changed below; the rest is set in the server&apos;s environment (see the README&apos;s Configuration
          table) or in <code>app/content/</code>, and takes effect when the server restarts.
        </p>
      </div>
      <section
        aria-labelledby="feed-settings-title"
        className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
      >
        <h3 id="feed-settings-title" className="font-serif text-xl font-bold text-ink-900">
          Feed, blog source and schedules
        </h3>
        <p className="mt-1 max-w-prose text-sm text-ink-700">
          Saved here, they count from the next import or sync, with no restart. An environment variable, where set, wins
          over the field.
        </p>
        {error ? (
          <p role="alert" className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {error}
          </p>
        ) : null}
        <Form method="post" aria-labelledby="feed-settings-title" className="mt-4 space-y-5" noValidate>
          {form.map((field) => {
            const id = `setting-${field.name}`;
            const fieldError = fieldErrors[field.name];
            const describedBy = [`${id}-source`, fieldError ? `${id}-error` : null].filter(Boolean).join(" ");
            return (
              <FormField key={field.name} id={id} label={field.label} hint={field.hint} error={fieldError}>
                <input
                  id={id}
                  // A field the environment sets is not sent: the server would ignore it anyway.
                  name={field.setByEnvironment ? undefined : field.name}
                  type={field.kind === "url" ? "url" : "text"}
                  inputMode={field.kind === "url" ? "url" : undefined}
                  readOnly={field.setByEnvironment}
                  defaultValue={values?.[field.name] ?? field.value}
                  placeholder={field.setByEnvironment ? undefined : field.placeholder}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={Boolean(fieldError) || undefined}
                  aria-describedby={describedBy}
                  className={`${
                    field.setByEnvironment
                      ? // Read-only looks it: no white box to type into.
                        fieldClassName(false).replace("bg-white", "bg-sand-100")
                      : fieldClassName(Boolean(fieldError))
                  } ${field.kind === "url" ? "" : "max-w-xs"}`}
                />
                <p id={`${id}-source`} className="mt-1 text-sm break-words text-ink-700">
                  {field.source}
                </p>
              </FormField>
            );
          })}
          {editable ? (
            <Button type="submit" variant="primary">
              Save settings
            </Button>
          ) : null}
        </Form>
      </section>
      {children}
      {groups.map((group) => (
        <section
          key={group.title}
          aria-label={group.title}
          className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
        >
          <h3 className="font-serif text-xl font-bold text-ink-900">{group.title}</h3>
          <dl className="mt-3 divide-y divide-sand-200">
            {group.rows.map((row) => (
              <div key={row.label} className="grid gap-1 py-3 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] md:gap-6">
                <dt className="font-semibold text-ink-900">{row.label}</dt>
                <dd className="min-w-0">
                  <span className="block break-words text-ink-800">{row.value}</span>
                  <span className="mt-0.5 block text-sm text-ink-700">Set by: {row.source}</span>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
