import { contentHash } from "../content-hash.js";
import type { FileReads } from "../discover/discover-context.js";
import { inRealFolder } from "../real-folder.js";
import type ts from "../typescript.cjs";
import { LIB_FOLDER } from "./lib-files.js";
import { compilerName } from "./read-tsconfig.js";

/**
 * What the compiler host was asked while the project's programs were built and their tools read:
 * the files read (every source parsed, the package.json files module resolution and package scopes
 * read, and what discovery read beside the program), where module resolution looked and found
 * nothing (a file put there later would win), the folders listed (type roots), and the paths
 * followed through symbolic links. `gen-tools --cache` probes them all (see `inputPaths`), as
 * `tsc --watch` watches its failed lookups; `--watch` watches the files read that are no source of
 * the program (see `packageJsonFiles` and `filesReadBeside`), and tells from a digest of the text
 * read whether one changed. TypeScript's own lib files, served from memory, are not kept.
 */
export class Lookups {
  readonly missing = new Set<string>();
  readonly read = new Set<string>();
  readonly listed = new Set<string>();
  /** The paths whose real path differs: a link on the way. */
  readonly followed = new Set<string>();
  /**
   * The package.json files read since `forgetPackageJsons`. The compiler keeps the resolutions of the
   * files that did not change from one program to the next, so a watch must see these files change
   * and then have every import resolved again (see `Project.refresh`).
   */
  readonly #packageJsons = new TextsRead();
  /** The files discovery read beside the program since `forgetReadsBeside` (see `besideProgram`). */
  readonly #beside = new TextsRead();

  /** Wraps `host`'s file system calls so that what they ask is kept here. */
  constructor(host: ts.CompilerHost) {
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
      const text = readFile.call(host, path);
      // Each program reads its files' package scopes again; the first text is kept, the one the resolutions were made with.
      if (text !== undefined && path.endsWith("/package.json")) this.#packageJsons.keep(path, text);
      return text;
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

  /**
   * Reads, through `host`, of files the program does not parse (a declared base class's source and
   * declaration map, see `DeclaredBaseMarks`): they are kept as the program's own reads, and the
   * text first read of each as `filesReadBeside`.
   */
  besideProgram(host: ts.CompilerHost): FileReads {
    return {
      readFile: (path) => {
        const text = host.readFile(path);
        if (text !== undefined) this.#beside.keep(path, text);
        return text;
      },
      fileExists: (path) => host.fileExists(path),
    };
  }

  /**
   * The package.json files read since `forgetPackageJsons`, each in its real folder (see
   * `inRealFolder`): a package linked into `node_modules` is edited where it lives (and read there
   * too, for the package scope of its files).
   */
  packageJsonFiles(): string[] {
    return this.#packageJsons.files();
  }

  /** The files read beside the program (see `besideProgram`), each in its real folder: the results built from them are not known by file. */
  filesReadBeside(): string[] {
    return this.#beside.files();
  }

  /** Whether `fileName` (a compiler name: the name it was read under, or its path in its real folder) is a package.json read since `forgetPackageJsons`. */
  isPackageJsonRead(fileName: string): boolean {
    return this.#packageJsons.has(fileName);
  }

  /** Whether `fileName` (a compiler name, as for `isPackageJsonRead`) is a file read beside the program since `forgetReadsBeside`. */
  isReadBeside(fileName: string): boolean {
    return this.#beside.has(fileName);
  }

  /**
   * Whether `fileName` is a package.json (see `isPackageJsonRead`) or a file read beside the program
   * whose text, as `textOf` reads it now (`undefined`: gone), is not the one first read.
   */
  changedSinceRead(fileName: string, textOf: (fileName: string) => string | undefined): boolean {
    const read = [this.#packageJsons, this.#beside].find((texts) => texts.has(fileName));
    return read !== undefined && !read.holds(fileName, textOf(fileName));
  }

  /** Forgets the package.json files read: the next program resolves every import again, and reads what it needs anew. */
  forgetPackageJsons(): void {
    this.#packageJsons.clear();
  }

  /** Forgets the files read beside the program: the next run reads them anew, and keeps the texts it reads. */
  forgetReadsBeside(): void {
    this.#beside.clear();
  }
}

/**
 * Files read, each with the text first read since `clear`, by the compiler's name for it (through a
 * package's link, say). A watch keeps only a digest of each text, to compare: a declared base's
 * JavaScript and declaration map may be megabytes.
 */
class TextsRead {
  /** The digest of each name's text first read, once worked out. */
  readonly #digests = new Map<string, string>();
  /**
   * Each name read in its real folder (see `inRealFolder`), once worked out. A file that is itself a
   * link is kept as the link, which a watch follows to where it leads (see `LinkTargets`): one
   * replaced by another link is then seen.
   */
  readonly #paths = new Map<string, string>();
  /** The names read, by their path in their real folder: what a watch reports a change under. */
  readonly #names = new Map<string, string>();
  /** The texts read whose digest and path are still to be worked out: once asked for (a watch), so that one-off runs never pay for them. */
  #toSettle = new Map<string, string>();

  keep(name: string, text: string): void {
    if (this.#digests.has(name) || this.#toSettle.has(name)) return;
    this.#toSettle.set(name, text);
  }

  /** The files read, each in its real folder. */
  files(): string[] {
    this.#settle();
    return [...new Set(this.#paths.values())];
  }

  /** Whether `fileName`, the name it was read under or its path in its real folder, was read. */
  has(fileName: string): boolean {
    return this.#digestOf(fileName) !== undefined;
  }

  /** Whether `text` is the text first read of `fileName` (the name it was read under or its path in its real folder). */
  holds(fileName: string, text: string | undefined): boolean {
    return text !== undefined && contentHash(text) === this.#digestOf(fileName);
  }

  clear(): void {
    this.#digests.clear();
    this.#paths.clear();
    this.#names.clear();
    this.#toSettle = new Map();
  }

  #digestOf(fileName: string): string | undefined {
    this.#settle();
    return this.#digests.get(this.#names.get(fileName) ?? fileName);
  }

  #settle(): void {
    for (const [name, text] of this.#toSettle) {
      this.#digests.set(name, contentHash(text));
      // One gone keeps its name: a watch then reports its folder's removal.
      const path = inRealFolder(name);
      this.#paths.set(name, path);
      this.#names.set(compilerName(path), name);
    }
    this.#toSettle = new Map();
  }
}
