import type ts from "../typescript.cjs";
import { LIB_FOLDER } from "./lib-files.js";

/**
 * What the compiler asked of the file system while it built programs: the files it read (every
 * source it parsed, and a package.json's `types` and `exports`), where module resolution looked
 * and found nothing (a file put there later would win), the folders it listed (type roots), and
 * the paths it followed through symbolic links. `gen-tools --cache` probes them all
 * (see `inputPaths`), as `tsc --watch` watches its failed lookups.
 */
export class Lookups {
  readonly missing = new Set<string>();
  readonly read = new Set<string>();
  readonly listed = new Set<string>();
  /** The paths whose real path differs: a link on the way. */
  readonly followed = new Set<string>();

  /** Wraps `host`'s file system calls so that what they ask is kept here. TypeScript's own lib files, served from memory, are not. */
  observe(host: ts.CompilerHost): void {
    const { fileExists, directoryExists, readFile, realpath, getDirectories } = host;
    const real = (path: string): boolean => !path.startsWith(`${LIB_FOLDER}/`);
    host.fileExists = (path) => {
      const exists = fileExists.call(host, path);
      if (!exists && real(path)) this.missing.add(path);
      return exists;
    };
    if (directoryExists !== undefined) {
      host.directoryExists = (path) => {
        const exists = directoryExists.call(host, path);
        if (!exists && real(path)) this.missing.add(path);
        return exists;
      };
    }
    host.readFile = (path) => {
      if (real(path)) this.read.add(path);
      return readFile.call(host, path);
    };
    if (realpath !== undefined) {
      host.realpath = (path) => {
        const resolved = realpath.call(host, path);
        if (resolved !== path) this.followed.add(path);
        return resolved;
      };
    }
    if (getDirectories !== undefined) {
      host.getDirectories = (path) => {
        this.listed.add(path);
        return getDirectories.call(host, path);
      };
    }
  }
}
