/**
 * A fetched body as text, in the charset the server or the document declares (feeds are nearly
 * always UTF-8, but old WordPress and Podbean feeds can say ISO-8859-1 or windows-1252). An
 * unknown charset falls back to UTF-8 rather than failing the import.
 */
export function decodeText(body: Uint8Array, contentType = ""): string {
  const declared =
    /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1] ??
    /^\s*<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i.exec(
      new TextDecoder("latin1").decode(body.subarray(0, 200)),
    )?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(new TextDecoder("latin1").decode(body.subarray(0, 2048)))?.[1];
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(declared ?? "utf-8");
  } catch {
    decoder = new TextDecoder("utf-8");
  }
  return decoder.decode(body);
}
