import { closeSync, mkdirSync, openSync, renameSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { dirname } from "node:path";

export interface OutputFile {
  path: string;
  text: string;
}

/** A file to write: an output, or bytes (a code cache). */
type FileToWrite = { path: string; text: string | NodeJS.ArrayBufferView };

/**
 * Writes every file to a temporary sibling first, then renames each into place, so a failure
 * part-way leaves no half-written file and readers never see a partial one. `obsolete` files (an
 * earlier run's outputs that this run no longer produces, or the caches a new one replaces) are
 * removed once the new ones are in place.
 */
export function writeOutputs(files: readonly FileToWrite[], obsolete: readonly string[] = []): void {
  const staged: { temp: string; path: string }[] = [];
  const encoder = new SliceEncoder();
  try {
    for (const { path, text } of files) {
      mkdirSync(dirname(path), { recursive: true });
      const temp = `${path}.${process.pid}.tmp`;
      staged.push({ temp, path });
      if (typeof text === "string") encoder.writeFile(temp, text);
      else writeFileSync(temp, text);
    }
    for (const { temp, path } of staged) renameSync(temp, path);
  } catch (error) {
    for (const { temp } of staged) rmSync(temp, { force: true });
    throw error;
  }
  for (const path of obsolete) rmSync(path, { force: true });
}

/** UTF-16 code units encoded at a time. */
const SLICE = 1 << 15;

/**
 * Writes text as UTF-8 a slice at a time, through one buffer. `writeFileSync` encodes a string
 * whole into a buffer of its own size: for the 9 MB manifest of 5,000 tools that is fresh memory
 * whose first use costs more than the writing (65 ms against 7, measured in a fresh process).
 */
class SliceEncoder {
  // The most a slice can take: 3 bytes per code unit (a pair's 4 bytes are 2 per unit).
  readonly #buffer = Buffer.allocUnsafe(3 * SLICE);

  writeFile(path: string, text: string): void {
    const fd = openSync(path, "w");
    try {
      for (let start = 0; start < text.length; ) {
        let end = Math.min(start + SLICE, text.length);
        // A surrogate pair split across slices would be written as two replacement characters.
        if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end--;
        const length = this.#buffer.write(text.slice(start, end));
        for (let written = 0; written < length; ) written += writeSync(fd, this.#buffer, written, length - written);
        start = end;
      }
    } finally {
      closeSync(fd);
    }
  }
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
