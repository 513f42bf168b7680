import { sitePath } from "~/lib/site-path";

/**
 * The addresses typed into the editor's link and image fields, made whole or refused with a message
 * the owner can act on. The sanitizer accepts web, email and site-path links and web images only.
 */

type Checked = { ok: true; address: string } | { ok: false; message: string };

const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;
const BARE_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+(?::\d+)?(?:[/?#].*)?$/i;

function webAddress(text: string): URL | null {
  const candidate = /^https?:\/\//i.test(text) ? text : BARE_HOST.test(text) ? `https://${text}` : null;
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.hostname.includes(".") || url.hostname === "localhost" ? url : null;
  } catch {
    return null;
  }
}

export function checkLinkAddress(input: string): Checked {
  const text = input.trim();
  if (!text) return { ok: false, message: "Enter the address to link to." };
  if (/^mailto:/i.test(text) && EMAIL.test(text.slice(7))) return { ok: true, address: text };
  if (EMAIL.test(text)) return { ok: true, address: `mailto:${text}` };
  const path = sitePath(text);
  if (path) return { ok: true, address: path };
  const url = webAddress(text);
  if (url) return { ok: true, address: url.href };
  return {
    ok: false,
    message: "Enter a web address (https://…), a page of this site (/resources) or an email address.",
  };
}

/**
 * Pages admit https images and their own (the CSP), and the sanitizer asks for any other http image
 * over https; the editor shows the image from the address the page will use.
 */
export function checkImageAddress(input: string, pageOrigin?: string): Checked {
  const text = input.trim();
  if (!text) return { ok: false, message: "Enter the image's address." };
  const url = /^https?:\/\//i.test(text) ? webAddress(text) : null;
  if (url && url.protocol === "http:" && url.origin !== pageOrigin) url.protocol = "https:";
  if (url) return { ok: true, address: url.href };
  return { ok: false, message: "Enter the image's full web address, starting with https://." };
}
