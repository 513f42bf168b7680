import { createCookie, redirect } from "react-router";
import { toastSchema, type Toast } from "~/lib/toast";
import { getEnv } from "./env";
import { getAuthSecret } from "./secrets";
import { parseInput } from "~/lib/validation/parse-input";

/**
 * A toast that survives a redirect (post → redirect → get), so forms work without JavaScript and
 * the message still shows after the browser follows the redirect.
 */
let cookie: ReturnType<typeof createCookie> | undefined;
function toastCookie() {
  cookie ??= createCookie("toast", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: 60,
    secure: getEnv().publicUrl.startsWith("https://"),
    secrets: [getAuthSecret()],
  });
  return cookie;
}

export async function redirectWithToast(url: string, toast: Omit<Toast, "id">, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastCookie().serialize({ ...toast, id: crypto.randomUUID() }));
  return redirect(url, { ...init, headers });
}

/** Reads and clears the pending toast. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const headers = new Headers();
  const raw = await toastCookie().parse(request.headers.get("Cookie"));
  if (raw === null || raw === undefined) return { toast: null, headers };
  headers.append("Set-Cookie", await toastCookie().serialize("", { maxAge: 0 }));
  const parsed = parseInput(toastSchema, raw);
  return { toast: parsed.ok ? parsed.data : null, headers };
}
