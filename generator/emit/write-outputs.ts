import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
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
  try {
    for (const { path, text } of files) {
      mkdirSync(dirname(path), { recursive: true });
      const temp = `${path}.${process.pid}.tmp`;
      writeFileSync(temp, text);
      staged.push({ temp, path });
    }
    for (const { temp, path } of staged) renameSync(temp, path);
  } catch (error) {
    for (const { temp } of staged) rmSync(temp, { force: true });
    throw error;
  }
  for (const path of obsolete) rmSync(path, { force: true });
}
