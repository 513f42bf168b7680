import type { z } from "zod";
import { firstErrorPerField } from "~/lib/schemas/field-errors";

/** What `parseInput` answers: the schema's typed output, or the first message per field and overall. */
export type ParseResult<Output> =
  { ok: true; data: Output } | { ok: false; message: string; fieldErrors: Partial<Record<string, string>> };

/** Input the site receives: a form, a URL's search parameters, route parameters or a parsed JSON body. */
export type Input = FormData | URLSearchParams | URL | Readonly<Record<string, unknown>> | unknown;

/**
 * The one way a request's input is read (docs/decisions/0021-validation-and-errors.md): forms, search
 * parameters, route parameters and JSON bodies all go through a Zod schema here. A form's or a query's
 * fields become an object first: one value as a string, a repeated name as a list of them.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: Input): ParseResult<z.output<Schema>> {
  const parsed = schema.safeParse(toObject(input));
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    message: parsed.error.issues[0]?.message ?? "The request could not be read.",
    fieldErrors: firstErrorPerField(parsed.error),
  };
}

function toObject(input: Input): unknown {
  if (input instanceof URL) return entriesToObject(input.searchParams);
  if (input instanceof URLSearchParams || input instanceof FormData) return entriesToObject(input);
  return input;
}

function entriesToObject(entries: FormData | URLSearchParams): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of new Set(entries.keys())) {
    const all = entries.getAll(name);
    values[name] = all.length === 1 ? all[0] : all;
  }
  return values;
}

/**
 * `parseInput` for a schema that never refuses (each field falls back: `.catch()`, as a list's URL is
 * read with `searchTextSchema` and `pageNumberSchema`): its output. A refusal here is a schema
 * written wrong, thrown as the bug it is.
 */
export function parseLenientInput<Schema extends z.ZodType>(schema: Schema, input: Input): z.output<Schema> {
  const parsed = parseInput(schema, input);
  if (!parsed.ok) throw new Error(`A lenient schema refused its input: ${parsed.message}`);
  return parsed.data;
}
