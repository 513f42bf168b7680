import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField, TextAreaField, TextField, fieldClassName } from "~/components/ui/form-field";
import { feedMediums, feedTagsIntent, updateFrequencies, type FeedTagFormValues } from "~/lib/feed-tags";

/**
 * The Podcasting 2.0 tags of our own feed (/episodes/rss.xml) the owner sets: a plain form, posted
 * without JavaScript, all or nothing (app/.server/feeds/feed-tag-settings.ts).
 */
export function FeedTagSettingsForm({
  values,
  error,
  fieldErrors,
}: {
  values: FeedTagFormValues;
  error?: string;
  fieldErrors: Partial<Record<keyof FeedTagFormValues, string>>;
}) {
  const select = (name: "FEED_MEDIUM" | "FEED_UPDATE_FREQUENCY" | "FEED_LOCKED") => ({
    id: `setting-${name}`,
    name,
    defaultValue: values[name],
    "aria-invalid": Boolean(fieldErrors[name]) || undefined,
    "aria-describedby": fieldErrors[name] ? `setting-${name}-error` : undefined,
    className: `${fieldClassName(Boolean(fieldErrors[name]))} max-w-xs`,
  });
  return (
    <section aria-labelledby="feed-tags-title" className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
      <h3 id="feed-tags-title" className="font-serif text-xl font-bold text-ink-900">
        Our podcast feed&apos;s tags
      </h3>
      <p className="mt-1 max-w-prose text-sm text-ink-700">
        What podcast apps read in this site&apos;s feed, <code>/episodes/rss.xml</code>: a support link, shows you
        recommend (also listed on the Resources page), verification records, how often new episodes come and the account
        that posts each episode for comments (each episode&apos;s post is set in the Episode Manager). Every address
        must start with https://.
      </p>
      {error ? (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <Form method="post" aria-labelledby="feed-tags-title" className="mt-4 space-y-5" noValidate>
        <input type="hidden" name="intent" value={feedTagsIntent} />
        <FormField
          id="setting-FEED_MEDIUM"
          label="Medium"
          hint="What the feed carries (podcast:medium)."
          error={fieldErrors.FEED_MEDIUM}
        >
          <select {...select("FEED_MEDIUM")} defaultValue={values.FEED_MEDIUM || "podcast"}>
            {feedMediums.map((medium) => (
              <option key={medium} value={medium}>
                {medium}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id="setting-FEED_UPDATE_FREQUENCY"
          label="New episodes come"
          hint="Shown by apps as the show's schedule (podcast:updateFrequency)."
          error={fieldErrors.FEED_UPDATE_FREQUENCY}
        >
          <select {...select("FEED_UPDATE_FREQUENCY")}>
            <option value="">Not stated</option>
            {Object.entries(updateFrequencies).map(([value, { label }]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id="setting-FEED_LOCKED"
          label="Feed locked"
          hint="Yes asks other podcast hosts to refuse importing this feed unless you confirm by email (podcast:locked)."
          error={fieldErrors.FEED_LOCKED}
        >
          <select {...select("FEED_LOCKED")} defaultValue={values.FEED_LOCKED || "no"}>
            <option value="no">No</option>
            <option value="yes">Yes</option>
          </select>
        </FormField>
        <TextField
          id="setting-FEED_FUNDING_URL"
          name="FEED_FUNDING_URL"
          type="url"
          label="Support link"
          hint="Where listeners can support the show, https:// only (podcast:funding). Leave it empty for none."
          defaultValue={values.FEED_FUNDING_URL}
          error={fieldErrors.FEED_FUNDING_URL}
          spellCheck={false}
        />
        <TextField
          id="setting-FEED_FUNDING_LABEL"
          name="FEED_FUNDING_LABEL"
          label="Support link's label"
          hint="Up to 128 characters; empty means “Support the show”."
          defaultValue={values.FEED_FUNDING_LABEL}
          error={fieldErrors.FEED_FUNDING_LABEL}
          maxLength={128}
        />
        <TextAreaField
          id="setting-FEED_PODROLL"
          name="FEED_PODROLL"
          rows={4}
          label="Shows we recommend"
          hint="One show a line: its name | its podcast GUID or https feed address | its website (optional). Listed in the feed's podcast:podroll and on the Resources page."
          defaultValue={values.FEED_PODROLL}
          error={fieldErrors.FEED_PODROLL}
          spellCheck={false}
          controlClassName="font-mono text-sm"
        />
        <TextAreaField
          id="setting-FEED_TXT"
          name="FEED_TXT"
          rows={2}
          label="Text records"
          hint="One a line, as purpose | text, or just the text: for example applepodcastsverify | the code Apple gave you (podcast:txt)."
          defaultValue={values.FEED_TXT}
          error={fieldErrors.FEED_TXT}
          spellCheck={false}
          controlClassName="font-mono text-sm"
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="setting-FEED_SOCIAL_ACCOUNT_ID"
            name="FEED_SOCIAL_ACCOUNT_ID"
            label="Show's fediverse account"
            hint="As @name@server. Named beside each episode's comments post (podcast:socialInteract)."
            defaultValue={values.FEED_SOCIAL_ACCOUNT_ID}
            error={fieldErrors.FEED_SOCIAL_ACCOUNT_ID}
            spellCheck={false}
          />
          <TextField
            id="setting-FEED_SOCIAL_ACCOUNT_URL"
            name="FEED_SOCIAL_ACCOUNT_URL"
            type="url"
            label="Account's address"
            hint="Its profile page, https:// only."
            defaultValue={values.FEED_SOCIAL_ACCOUNT_URL}
            error={fieldErrors.FEED_SOCIAL_ACCOUNT_URL}
            spellCheck={false}
          />
        </div>
        <Button type="submit" variant="primary">
          Save feed tags
        </Button>
      </Form>
    </section>
  );
}
