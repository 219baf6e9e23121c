import type { FileReads } from "../discover/discover-context.js";
import { realPath } from "../real-folder.js";
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
 * the program (see `packageJsonFiles` and `filesReadBeside`), and tells from the text read whether
 * one changed. TypeScript's own lib files, served from memory, are not kept.
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
   * The real paths of the package.json files read since `forgetPackageJsons`: a package linked into
   * `node_modules` is edited where it lives (and read there too, for the package scope of its files).
   */
  packageJsonFiles(): string[] {
    return this.#packageJsons.files();
  }

  /** The real paths of the files read beside the program (see `besideProgram`): the results built from them are not known by file. */
  filesReadBeside(): string[] {
    return this.#beside.files();
  }

  /** The text first read of `fileName` (a compiler name: the name it was read under, or its real path), when it is a package.json read since `forgetPackageJsons`. */
  packageJsonText(fileName: string): string | undefined {
    return this.#packageJsons.text(fileName);
  }

  /** The text first read of `fileName` (a compiler name, as for `packageJsonText`), when it is a file read beside the program since `forgetReadsBeside`. */
  besideText(fileName: string): string | undefined {
    return this.#beside.text(fileName);
  }

  /** The text first read of `fileName` when it is a package.json (see `packageJsonText`) or a file read beside the program. */
  textRead(fileName: string): string | undefined {
    return this.packageJsonText(fileName) ?? this.besideText(fileName);
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

/** Files read, each with the text first read since `clear`, by the compiler's name for it (through a package's link, say). */
class TextsRead {
  readonly #texts = new Map<string, string>();
  /** The real path of each name read, worked out once asked for (a watch): one-off runs never pay for it. */
  readonly #reals = new Map<string, string>();
  /** The names read, by real path: what a watch reports a change under. */
  readonly #names = new Map<string, string>();
  /** The names read whose real path is still to be worked out. */
  #realPathsToFind: string[] = [];

  keep(name: string, text: string): void {
    if (this.#texts.has(name)) return;
    this.#texts.set(name, text);
    this.#realPathsToFind.push(name);
  }

  /** The real paths of the files read. */
  files(): string[] {
    this.#findRealPaths();
    return [...new Set(this.#reals.values())];
  }

  /** The text read of `fileName`, the name it was read under or its real path. */
  text(fileName: string): string | undefined {
    this.#findRealPaths();
    return this.#texts.get(this.#names.get(fileName) ?? fileName);
  }

  clear(): void {
    this.#texts.clear();
    this.#reals.clear();
    this.#names.clear();
    this.#realPathsToFind = [];
  }

  #findRealPaths(): void {
    for (const name of this.#realPathsToFind) {
      // One gone keeps its name: a watch then reports its folder's removal.
      const real = realPath(name);
      this.#reals.set(name, real);
      this.#names.set(compilerName(real), name);
    }
    this.#realPathsToFind = [];
  }
}
