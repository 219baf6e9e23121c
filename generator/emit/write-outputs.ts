import { closeSync, mkdirSync, openSync, renameSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { dirname } from "node:path";
import { everyUtf8Slice } from "../utf8-slices.js";

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
  try {
    for (const { path, text } of files) {
      mkdirSync(dirname(path), { recursive: true });
      const temp = `${path}.${process.pid}.tmp`;
      staged.push({ temp, path });
      if (typeof text === "string") writeText(temp, text);
      else writeFileSync(temp, text);
    }
    for (const { temp, path } of staged) renameSync(temp, path);
  } catch (error) {
    for (const { temp } of staged) rmSync(temp, { force: true });
    throw error;
  }
  for (const path of obsolete) rmSync(path, { force: true });
}

/** Writes text as UTF-8 a slice at a time (see `everyUtf8Slice`). */
function writeText(path: string, text: string): void {
  const fd = openSync(path, "w");
  try {
    everyUtf8Slice(text, (bytes) => {
      for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written, bytes.length - written);
      return true;
    });
  } finally {
    closeSync(fd);
  }
}
