/** UTF-16 code units encoded at a time. */
const SLICE = 1 << 15;

/** The most a chunk takes: a slice as UTF-8, 3 bytes a code unit (a surrogate pair's 4 bytes are 2 a unit). */
export const MAX_CHUNK_BYTES = 3 * SLICE;

let scratch: Buffer | undefined;

/**
 * Calls `each` with `parts.join("")` as UTF-8, in chunks through one buffer, while it returns true;
 * returns whether every call did. `Buffer.from(text)` or `writeFileSync` would encode a string whole
 * into a buffer of its own size, and the join would copy the parts into one more string: for the
 * 9 MB manifest of 5,000 tools both are fresh memory whose first use costs more than the work
 * (writing it took 65 ms against 7, measured in a fresh process). A chunk's bytes are valid only
 * until `each` returns, which must not call this again.
 */
export function everyUtf8Chunk(parts: readonly string[], each: (bytes: Buffer) => boolean): boolean {
  const buffer = (scratch ??= Buffer.allocUnsafe(MAX_CHUNK_BYTES));
  let filled = 0;
  // A high surrogate that ended a part, held back in case the next part starts with its pair.
  let held = "";
  const encode = (text: string): boolean => {
    if (filled + 3 * text.length > buffer.length) {
      if (!each(buffer.subarray(0, filled))) return false;
      filled = 0;
    }
    filled += buffer.write(text, filled);
    return true;
  };
  for (const part of parts) {
    // An empty part would come between a held surrogate and its pair.
    if (part === "") continue;
    let start = 0;
    if (held !== "") {
      const paired = isLowSurrogate(part.charCodeAt(0));
      if (!encode(paired ? held + part[0] : held)) return false;
      held = "";
      if (paired) start = 1;
    }
    let end = part.length;
    if (end > start && isHighSurrogate(part.charCodeAt(end - 1))) {
      held = part[end - 1] as string;
      end--;
    }
    while (start < end) {
      let stop = Math.min(start + SLICE, end);
      // A surrogate pair split across slices would be encoded as two replacement characters.
      if (stop < end && isHighSurrogate(part.charCodeAt(stop - 1))) stop--;
      if (!encode(start === 0 && stop === part.length ? part : part.slice(start, stop))) return false;
      start = stop;
    }
  }
  if (held !== "" && !encode(held)) return false;
  return filled === 0 || each(buffer.subarray(0, filled));
}

/** The length of `parts.join("")` as UTF-8. */
export function utf8Length(parts: readonly string[]): number {
  let length = 0;
  let endsHigh = false;
  for (const part of parts) {
    if (part === "") continue;
    length += Buffer.byteLength(part);
    // A pair split between two parts counts 3 + 3 bytes apart and 4 joined.
    if (endsHigh && isLowSurrogate(part.charCodeAt(0))) length -= 2;
    endsHigh = isHighSurrogate(part.charCodeAt(part.length - 1));
  }
  return length;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
