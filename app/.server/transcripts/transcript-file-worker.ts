/**
 * A worker thread's module (read-file-in-worker.ts starts it): reads one transcript or chapters file
 * and answers with the result, or with the reason it was refused. Node runs it without Vite, so it
 * and what it imports use relative `.ts` paths (scripts/vite/worker-entries.ts).
 */
import { parentPort, workerData } from "node:worker_threads";
import type { FileAnswer, FileTask } from "./read-file-in-worker.ts";
import { isTranscriptFileError } from "./transcript-types.ts";

async function read(task: FileTask): Promise<FileAnswer> {
  try {
    // Only the parser the file needs is loaded: each library costs the worker's start.
    if (task.kind === "transcript") {
      const { parseTranscript } = await import("./parse-transcript.ts");
      return { ok: true, transcript: await parseTranscript(task.text, task.type) };
    }
    const { parseChapterLines, parseJsonChapters } = await import("./parse-chapters.ts");
    const chapters = task.format === "json" ? parseJsonChapters(task.text) : parseChapterLines(task.text);
    return { ok: true, chapters };
  } catch (error) {
    // Our own refusals keep their words; anything else (a library's error) is said plainly by the caller.
    return { ok: false, reason: isTranscriptFileError(error) ? error.message : null };
  }
}

parentPort?.postMessage(await read(workerData as FileTask));
