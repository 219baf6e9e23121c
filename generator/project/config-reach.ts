import { resolve } from "node:path";
import type ts from "../typescript.cjs";
import { isWithin } from "../within-folder.js";

/**
 * A tsconfig as read, with the folders its `include` patterns start from, worked out once per read:
 * a watch asks which project takes a file it saw change, for each change.
 */
export class ConfigReach {
  /** The folders the `include` patterns start from (hidden ones too, when a pattern names them), as paths. */
  readonly includeFolders: readonly string[];

  constructor(readonly config: ts.ParsedCommandLine) {
    this.includeFolders = Object.keys(config.wildcardDirectories ?? {}).map((folder) => resolve(folder));
  }

  /** Whether the tsconfig lists `fileName`, or could (it is under a folder the `include` patterns start from). */
  takes(fileName: string): boolean {
    return this.config.fileNames.includes(fileName) || this.includeFolders.some((folder) => isWithin(fileName, folder));
  }
}
