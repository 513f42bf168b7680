import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
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
export function readXmlInWorker(
  text: string,
  { arrayPaths, stopNodes }: { arrayPaths: string[]; stopNodes?: string[] },
): Promise<XmlNode> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: { text, settings: xmlParserSettings, arrayPaths, stopNodes, ...libraries },
      resourceLimits: { maxOldGenerationSizeMb: MAX_HEAP_MB },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      outcome();
    };
    worker.once("message", (answer: WorkerAnswer) =>
      finish(() => {
        if (answer.ok) resolve(answer.document);
        else if (answer.code === "malformed") {
          reject(new XmlDocumentError("malformed", "The document is not well-formed XML.", { line: answer.line }));
        } else if (answer.code === "entities") {
          reject(new XmlDocumentError("entities", "The document declares entities."));
        } else reject(asXmlDocumentError(new Error(answer.message)));
      }),
    );
    worker.once("error", (error) => finish(() => reject(asXmlDocumentError(error))));
    worker.once("exit", () =>
      finish(() => reject(new XmlDocumentError("malformed", "The document could not be read as XML."))),
    );
  });
}
