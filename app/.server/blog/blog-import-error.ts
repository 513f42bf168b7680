/**
 * Why a blog import was refused as a whole, before anything was written: the `code` of its
 * `AppError`, whose message is written for the site owner and shown as the 'Import Failed' toast.
 */
export type BlogImportErrorCode = "no-urls" | "too-many-urls" | "invalid-source" | "no-source-posts";
