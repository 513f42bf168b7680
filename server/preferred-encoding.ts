/**
 * The compressed form to send for an `Accept-Encoding` header: brotli when the client takes it
 * (smaller than gzip), else gzip, else none. A coding listed with `q=0` is refused, as the header's
 * grammar says; other weights are not compared, since every browser lists both without them.
 */
export function preferredEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [coding, ...parameters] = part.split(";").map((piece) => piece.trim());
    const refused = parameters.some((parameter) => /^q=0(?:\.0{0,3})?$/.test(parameter));
    if (coding && !refused) accepted.add(coding);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return undefined;
}
