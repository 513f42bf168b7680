/**
 * Reads a form post for the site's actions, with two checks the platform's `formData()` lacks: at
 * most `maxFormFields` fields (200,000 fields in a 2 MB body cost a quarter of a second of CPU before
 * any other limit; the largest form of the site has about a dozen), and no NUL character, which
 * PostgreSQL cannot store in text (it would fail deep in a query, as a 500). Either answers a 400
 * with a plain reason; nothing of the form is logged.
 *
 * A body that is not a form at all (`text/plain`, JSON, no type, a broken multipart body) answers a
 * 400 with `unreadable` too: `formData()` throws on it, which was a 500 with an error-level log and
 * its stack (penetration test Q8). Browsers never send one; a page passes its own wording.
 */
export const maxFormFields = 200;

export const unreadableFormMessage = "The form could not be read. Please send it again.";

export async function readForm(
  request: Request,
  { unreadable = unreadableFormMessage }: { unreadable?: string } = {},
): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  let form: FormData;
  if (/^application\/x-www-form-urlencoded\b/i.test(type)) {
    const text = await request.text();
    // Counted before parsing: the separators alone tell how many fields there are.
    if (countFields(text) > maxFormFields) throw refused("The form has too many fields.");
    form = new FormData();
    for (const [name, value] of new URLSearchParams(text)) form.append(name, value);
  } else if (/^multipart\/form-data\b/i.test(type)) {
    try {
      form = await request.formData();
    } catch {
      throw refused(unreadable);
    }
    if ([...form.keys()].length > maxFormFields) throw refused("The form has too many fields.");
  } else {
    throw refused(unreadable);
  }
  for (const [name, value] of form) {
    if (name.includes("\0") || (typeof value === "string" && value.includes("\0"))) {
      throw refused("The form contains a character that is not allowed (a NUL byte).");
    }
  }
  return form;
}

function countFields(text: string): number {
  let fields = text.length > 0 ? 1 : 0;
  for (let index = text.indexOf("&"); index !== -1; index = text.indexOf("&", index + 1)) fields += 1;
  return fields;
}

function refused(message: string): Response {
  return new Response(message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
