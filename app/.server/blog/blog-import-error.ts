export type BlogImportErrorCode = "no-urls" | "too-many-urls" | "invalid-source" | "no-source-posts";

/**
 * An import refused as a whole, before anything was written; `message` is written for the site
 * owner and is safe to show as the 'Import Failed' toast.
 */
export class BlogImportError extends Error {
  readonly code: BlogImportErrorCode;
  constructor(code: BlogImportErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "BlogImportError";
    this.code = code;
  }
}
