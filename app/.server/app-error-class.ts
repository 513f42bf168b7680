/**
 * The site's one error for a failure it expects and can explain (docs/decisions/0021-validation-and-errors.md):
 * a stable `code` for code and tests to tell failures apart, a `userMessage` written for the person
 * who acted (the admin, a listener) and safe to show word for word, and the HTTP `status` it answers.
 * `message` is the user message too, so logs read the same. Anything that is not an AppError is
 * unexpected: logged whole and answered with fixed text (ASVS 7.4.1).
 *
 * Import it from `app-error.ts`, which also turns it into HTTP. It lives apart, importing nothing,
 * because the worker threads' modules throw it too and Node runs those from source without Vite
 * (relative `.ts` paths, no `~` alias, no React Router: scripts/vite/worker-entries.ts). An error
 * never crosses a worker's boundary as itself (a message is structured-cloned, its class lost): the
 * worker answers with the error's words and the calling thread throws an AppError again
 * (transcripts/read-file-in-worker.ts). Fields are declared plainly (no parameter properties), so
 * Node can run it by stripping types (scripts/bench/import-speed.ts too).
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
