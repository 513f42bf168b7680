import { createRequire } from "node:module";
import { runWorker } from "../workers/run-worker";
import type { XmlNode } from "./feed-values";
import { asXmlDocumentError, xmlParserSettings, XmlDocumentError } from "./read-xml-document";

/**
 * readXmlDocument in a worker thread, for documents as large as a podcast feed may be (20 MB):
 * validating and parsing one is synchronous and takes about 0.15 s per MB, which on the main thread
 * would hold every request of the site for that long (docs/security.md, P6). Same settings, same
 * entity rules, same errors; the tree comes back by structured clone.
 */
const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const { XMLParser, XMLValidator } = require(workerData.parserPath);
const { decodeHTMLStrict } = require(workerData.entitiesPath);
const { text, settings, arrayPaths, stopNodes } = workerData;

// Private to this worker's code (plain JavaScript, no imports of ours): it stops the parser and never
// crosses the boundary. An error's class does not survive a worker's message, so the worker posts a
// code and the calling thread throws the XmlDocumentError for it.
class DeclaredEntities extends Error {}
const arrays = new Set(arrayPaths);
try {
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    parentPort.postMessage({ ok: false, code: "malformed", line: valid.err.line });
  } else {
    const parser = new XMLParser({
      ...settings,
      entityDecoder: {
        setExternalEntities: () => {},
        addInputEntities: (entities) => {
          if (Object.keys(entities).length > 0) throw new DeclaredEntities();
        },
        reset: () => {},
        setXmlVersion: () => {},
        decode: (value) => (value.includes("&") ? decodeHTMLStrict(value) : value),
      },
      ...(stopNodes ? { stopNodes } : {}),
      isArray: (_name, jPath) => typeof jPath === "string" && arrays.has(jPath),
    });
    parentPort.postMessage({ ok: true, document: parser.parse(text) });
  }
} catch (error) {
  if (error instanceof DeclaredEntities) parentPort.postMessage({ ok: false, code: "entities" });
  else parentPort.postMessage({ ok: false, code: "parser", message: error instanceof Error ? error.message : String(error) });
}
`;

type WorkerAnswer =
  | { ok: true; document: XmlNode }
  | { ok: false; code: "malformed"; line?: number }
  | { ok: false; code: "entities" }
  | { ok: false; code: "parser"; message: string };

const resolveModule = createRequire(import.meta.url).resolve;
const libraries = { parserPath: resolveModule("fast-xml-parser"), entitiesPath: resolveModule("entities/decode") };

/** The worker's heap: a 20 MB feed's tree fits with room; a document that needs more fails. */
const MAX_HEAP_MB = 1024;

/** readXmlDocument off the main thread; `arrayPaths` are the jPaths always read as lists. */
export async function readXmlInWorker(
  text: string,
  { arrayPaths, stopNodes }: { arrayPaths: string[]; stopNodes?: string[] },
): Promise<XmlNode> {
  const outcome = await runWorker<WorkerAnswer>(workerSource, {
    workerData: { text, settings: xmlParserSettings, arrayPaths, stopNodes, ...libraries },
    maxHeapMb: MAX_HEAP_MB,
  });
  if (outcome.kind !== "message") {
    if (outcome.kind === "failed" && outcome.error) throw asXmlDocumentError(outcome.error);
    if (outcome.kind === "out-of-memory") throw asXmlDocumentError(new Error("The worker ran out of memory."));
    throw new XmlDocumentError("malformed", "The document could not be read as XML.");
  }
  const answer = outcome.message;
  if (answer.ok) return answer.document;
  if (answer.code === "malformed") {
    throw new XmlDocumentError("malformed", "The document is not well-formed XML.", { line: answer.line });
  }
  if (answer.code === "entities") throw new XmlDocumentError("entities", "The document declares entities.");
  throw asXmlDocumentError(new Error(answer.message));
}
