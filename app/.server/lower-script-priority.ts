import { Transform } from "node:stream";

const preload = Buffer.from('<link rel="modulepreload"');
const lowPriorityPreload = Buffer.from('<link rel="modulepreload" fetchpriority="low"');
const headEnd = Buffer.from("</head>");

/**
 * Marks the page's module preloads low priority as the HTML streams out. The server-rendered page is
 * complete without JavaScript, so on a slow connection the document and its images should get the
 * bandwidth first and the ~120 KB of framework code that makes it interactive should follow rather
 * than compete. (React Router renders these links itself and has no option for their priority.)
 *
 * Works on bytes: the pattern is ASCII, and no byte of a multi-byte UTF-8 character is ASCII, so no
 * decoding is needed. The preloads sit in <head>; past it, chunks go through untouched.
 */
export function lowerScriptPriority({ onFinal }: { onFinal?: () => void } = {}): Transform {
  let carry: Buffer = Buffer.alloc(0);
  let pastHead = false;
  return new Transform({
    final(callback) {
      onFinal?.();
      callback();
    },
    transform(chunk: Buffer, _encoding, callback) {
      if (pastHead) return callback(null, chunk);
      const data = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
      const end = data.indexOf(headEnd);
      if (end !== -1) {
        pastHead = true;
        carry = Buffer.alloc(0);
        return callback(null, Buffer.concat([rewrite(data.subarray(0, end)), data.subarray(end)]));
      }
      const cut = splitPoint(data);
      carry = Buffer.from(data.subarray(cut));
      callback(null, rewrite(data.subarray(0, cut)));
    },
    flush(callback) {
      callback(null, rewrite(carry));
    },
  });
}

function rewrite(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(preload); at !== -1; at = bytes.indexOf(preload, from)) {
    parts.push(bytes.subarray(from, at), lowPriorityPreload);
    from = at + preload.length;
  }
  if (from === 0) return bytes;
  parts.push(bytes.subarray(from));
  return Buffer.concat(parts);
}

/** Where to stop emitting: before a tail that could be the start of a preload tag split across chunks. */
function splitPoint(bytes: Buffer): number {
  for (let index = Math.max(0, bytes.length - preload.length + 1); index < bytes.length; index++) {
    if (bytes[index] === 0x3c && preload.subarray(0, bytes.length - index).equals(bytes.subarray(index))) return index;
  }
  return bytes.length;
}
