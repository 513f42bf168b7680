import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const preload = '<link rel="modulepreload"';
const lowPriorityPreload = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Marks the page's module preloads low priority as the HTML streams out. The server-rendered page is
 * complete without JavaScript, so on a slow connection the document and its images should get the
 * bandwidth first and the ~120 KB of framework code that makes it interactive should follow rather
 * than compete. (React Router renders these links itself and has no option for their priority.)
 */
export function lowerScriptPriority(): Transform {
  const decoder = new StringDecoder("utf8");
  let carry = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = carry + decoder.write(chunk);
      const cut = splitPoint(text);
      carry = text.slice(cut);
      callback(null, text.slice(0, cut).replaceAll(preload, lowPriorityPreload));
    },
    flush(callback) {
      callback(null, (carry + decoder.end()).replaceAll(preload, lowPriorityPreload));
    },
  });
}

/** Where to stop emitting: before a tail that could be the start of a preload tag split across chunks. */
export function splitPoint(text: string): number {
  for (let index = Math.max(0, text.length - preload.length + 1); index < text.length; index++) {
    if (text[index] === "<" && preload.startsWith(text.slice(index))) return index;
  }
  return text.length;
}
