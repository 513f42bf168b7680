import { data } from "react-router";
import { jsonError } from "./json-request";

/**
 * The site's one error for a failure it expects and can explain (docs/decisions/0021-validation-and-errors.md):
 * a stable `code` for code and tests to tell failures apart, a `userMessage` written for the person
 * who acted (the admin, a listener) and safe to show word for word, and the HTTP `status` it answers.
 * `message` is the user message too, so logs read the same. Anything that is not an AppError is
 * unexpected: logged whole and answered with fixed text (ASVS 7.4.1).
 *
 * Fields are declared plainly (no parameter properties), so Node can run the import code by
 * stripping types (scripts/bench/import-speed.ts).
 */
export class AppError<Code extends string = string> extends Error {
  readonly code: Code;
  readonly userMessage: string;
  readonly status: number;

  constructor(code: Code, userMessage: string, { status = 422, cause }: { status?: number; cause?: unknown } = {}) {
    super(userMessage, { cause });
    this.name = "AppError";
    this.code = code;
    this.userMessage = userMessage;
    this.status = status;
  }
}

/*
 * The one place an AppError becomes HTTP. JSON endpoints (resource routes, the admin functions)
 * answer `appErrorResponse`; a page's loader or action throws `appErrorData`, which its route's
 * error boundary shows (app/components/route-error-boundary.tsx: a 404 as the route's not-found
 * page, a short 400 reason word for word, anything else as the fixed failure text).
 */

/** `{ error: userMessage }` with the error's status, never cached. */
export function appErrorResponse(error: AppError, headers: Record<string, string> = {}): Response {
  return jsonError(error.userMessage, error.status, headers);
}

/** For a page's loader or action: `throw appErrorData(error)`. */
export function appErrorData(error: AppError) {
  return data(error.userMessage, { status: error.status });
}
