import { TextField } from "~/components/ui/form-field";
import { jurisdictionsLimit, reviewAgeMonths } from "~/lib/legal-review";

/**
 * "Law reviewed on" and "Jurisdictions discussed" (issue 32), in the episode and blog post forms:
 * the page shows "Legal information as of …", and the admin overview lists what was reviewed more
 * than 18 months ago. Both optional.
 */
export function LegalReviewFields({
  idPrefix,
  values,
  errors,
}: {
  idPrefix: string;
  values: { lawReviewedOn: string; jurisdictionsDiscussed: string };
  errors: { lawReviewedOn?: string; jurisdictionsDiscussed?: string };
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        id={`${idPrefix}-lawReviewedOn`}
        name="lawReviewedOn"
        type="date"
        label="Law reviewed on"
        hint={`Shown as "Legal information as of …". Reviews older than ${reviewAgeMonths} months are listed on the dashboard.`}
        defaultValue={values.lawReviewedOn}
        error={errors.lawReviewedOn}
      />
      <TextField
        id={`${idPrefix}-jurisdictionsDiscussed`}
        name="jurisdictionsDiscussed"
        label="Jurisdictions discussed"
        hint="Comma-separated, e.g. California, Oregon"
        maxLength={jurisdictionsLimit}
        defaultValue={values.jurisdictionsDiscussed}
        error={errors.jurisdictionsDiscussed}
      />
    </div>
  );
}
