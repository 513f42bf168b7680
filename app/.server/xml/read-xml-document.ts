import { createRequire } from "node:module";
import type * as FastXmlParser from "fast-xml-parser";
import type { EntityDecoderOptions } from "fast-xml-parser";
import { decodeCharacterReferences } from "~/lib/character-references";
import type { XmlNode } from "./feed-values";

export type XmlDocumentErrorCode = "malformed" | "entities";

/** Why a document from elsewhere was refused; callers word it for their own kind of document. */
export class XmlDocumentError extends Error {
  readonly code: XmlDocumentErrorCode;
  /** For `malformed`: the line the validator stopped at, when it knows. */
  readonly line?: number;
  constructor(code: XmlDocumentErrorCode, message: string, options?: { cause?: unknown; line?: number }) {
    super(message, options);
    this.name = "XmlDocumentError";
    this.code = code;
    this.line = options?.line;
  }
}

/**
 * Entity handling is ours, not the parser's: the five XML entities, character references and a few
 * HTML names are decoded one-for-one, and any document that declares its own entities (the vehicle
 * of "billion laughs" and external-entity attacks; no real feed needs one) is refused.
 */
function createEntityDecoder(): EntityDecoderOptions {
  return {
    setExternalEntities: () => {},
    addInputEntities: (entities) => {
      if (Object.keys(entities).length > 0) throw new XmlDocumentError("entities", "The document declares entities.");
    },
    reset: () => {},
    setXmlVersion: () => {},
    decode: decodeCharacterReferences,
  };
}

/** The parser's plain settings, shared with the worker that reads large feeds (read-xml-in-worker.ts). */
export const xmlParserSettings = {
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  textNodeName: "#text",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  processEntities: true,
} as const;

/**
 * The parser, loaded when a feed is first read rather than with the server: only imports read XML
 * (docs/decisions/0025-server-memory.md).
 */
let fastXmlParser: typeof FastXmlParser | undefined;
const parserModule = () =>
  (fastXmlParser ??= createRequire(import.meta.url)("fast-xml-parser") as typeof FastXmlParser);

/**
 * Parses XML someone else wrote (podcast and blog feeds) into fast-xml-parser's tree: validated
 * first (the parser itself is lenient, and a truncated download would otherwise yield half a
 * feed), every value kept a string ("007" titles and numeric-looking GUIDs survive as written),
 * attributes under `@_`, text under `#text`. Throws XmlDocumentError for malformed XML or declared
 * entities.
 */
export function readXmlDocument(
  text: string,
  { isArray, stopNodes }: { isArray: (jPath: string) => boolean; stopNodes?: string[] },
): XmlNode {
  const { XMLParser, XMLValidator } = parserModule();
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new XmlDocumentError("malformed", "The document is not well-formed XML.", { line: valid.err.line });
  }
  const parser = new XMLParser({
    ...xmlParserSettings,
    entityDecoder: createEntityDecoder(),
    ...(stopNodes ? { stopNodes } : {}),
    isArray: (_name, jPath) => typeof jPath === "string" && isArray(jPath),
  });
  try {
    return parser.parse(text);
  } catch (error) {
    throw asXmlDocumentError(error);
  }
}

/** A parser failure as the error readXmlDocument throws. */
export function asXmlDocumentError(error: unknown): XmlDocumentError {
  if (error instanceof XmlDocumentError) return error;
  // The parser refuses external and parameter entities itself; report them like any declared one.
  if (error instanceof Error && /entit/i.test(error.message)) {
    return new XmlDocumentError("entities", "The document declares entities.", { cause: error });
  }
  return new XmlDocumentError("malformed", "The document could not be read as XML.", { cause: error });
}
