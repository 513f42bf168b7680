import type { z } from "zod";

/**
 * A form's validation failure as the first message for each field, the shape every form on the site
 * shows beside its inputs.
 */
export function firstErrorPerField<Field extends string>(error: z.ZodError): Partial<Record<Field, string>> {
  const fieldErrors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as Field;
    fieldErrors[field] ??= issue.message;
  }
  return fieldErrors;
}
