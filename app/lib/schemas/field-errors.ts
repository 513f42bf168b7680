import type { z } from "zod";

/**
 * A form's validation failure as the first message for each field, the shape every form on the site
 * shows beside its inputs.
 */
export function firstErrorPerField<Field extends string>(error: z.ZodError): Partial<Record<Field, string>> {
  const fieldErrors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    // An issue with the input as a whole (not an object at all) belongs to no field.
    if (issue.path.length === 0) continue;
    const field = issue.path[0] as Field;
    fieldErrors[field] ??= issue.message;
  }
  return fieldErrors;
}
