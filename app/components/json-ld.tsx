/**
 * Structured data for search engines. A JSON-LD block is data, not script, so the CSP nonce is not
 * needed; "<" is escaped so no value can close the element early.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
