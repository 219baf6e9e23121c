import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { crc32 } from "node:zlib";
import type * as TsMorphCommon from "@ts-morph/common";
import { cacheFolderFor, readIfPresent, replaceCacheFile, writableFolder } from "../cache-folder.js";
import ts from "../typescript.cjs";

/**
 * Where the compiler finds TypeScript's lib files: the folder ts-morph serves them from
 * (`libFolderInMemoryPath`, which `isLibFile` recognises; a test holds the two equal). The compiler
 * gen-tools runs has no lib folder on disk, and the user's installed TypeScript may have none either
 * (TypeScript 7).
 */
export const LIB_FOLDER = "/node_modules/typescript/lib";

const require = createRequire(import.meta.url);

/** Where the lib files come from: the cache file, or ts-morph's bundle (which a run then writes to the cache). */
export type LibSource = "cache" | "bundle";

/**
 * TypeScript's lib files as ts-morph bundles them, in @ts-morph/common's main module: 3 MB of
 * JavaScript, about 30 ms to load, for the few files a program needs. A run that loads it writes
 * them all to one cache file, beside the compiler's code cache and named by the bundle's checksum;
 * later runs read that file and decode only the files their program asks for. A cache file that
 * does not read back whole counts as none; writing one removes the other versions'.
 */
export class LibFiles {
  #texts: ((name: string) => string | undefined) | undefined;
  #source: LibSource | undefined;

  /** `folder` keeps the cache elsewhere (tests do); by default `node_modules/.cache/gen-tools`. */
  constructor(private readonly folder?: string) {}

  /** A lib file's text by its name (`lib.es2022.d.ts`), or `undefined` for a name that is none. */
  text(name: string): string | undefined {
    this.#texts ??= this.#load();
    return this.#texts(name);
  }

  /** Where the texts came from, once one was asked for. */
  get source(): LibSource | undefined {
    return this.#source;
  }

  #load(): (name: string) => string | undefined {
    const bundle = require.resolve("@ts-morph/common");
    const bytes = readIfPresent(bundle);
    const folder = this.folder ?? cacheFolderFor(bundle);
    const file = bytes === undefined || folder === undefined ? undefined : join(folder, `${CACHE_PREFIX}${(crc32(bytes) >>> 0).toString(16)}-${bytes.length}.txt`);
    const cached = file === undefined ? undefined : readCache(file);
    if (cached !== undefined) {
      this.#source = "cache";
      return cached;
    }
    this.#source = "bundle";
    const { getLibFiles } = require("@ts-morph/common") as typeof TsMorphCommon;
    const texts = new Map(getLibFiles().map(({ fileName, text }) => [fileName, text]));
    if (file !== undefined && writableFolder(dirname(file))) replaceCacheFile(file, () => cacheBytes(texts), (name) => name.startsWith(CACHE_PREFIX));
    return (name) => texts.get(name);
  }
}

const CACHE_PREFIX = "typescript-lib-";

/**
 * The cache file: a first line of JSON, `[name, start, end]` for each file (byte offsets into what
 * follows it), then the files' texts one after another. `undefined` when it is missing or not whole.
 */
function readCache(file: string): ((name: string) => string | undefined) | undefined {
  const bytes = readIfPresent(file);
  const newline = bytes?.indexOf(0x0a) ?? -1;
  if (bytes === undefined || newline === -1) return undefined;
  let index: unknown;
  try {
    index = JSON.parse(bytes.toString("utf8", 0, newline));
  } catch {
    return undefined;
  }
  const body = newline + 1;
  if (!Array.isArray(index) || !index.every((entry) => isEntry(entry, bytes.length - body))) return undefined;
  const spans = new Map((index as Entry[]).map(([name, start, end]) => [name, [body + start, body + end] as const]));
  if (Math.max(0, ...[...spans.values()].map(([, end]) => end)) !== bytes.length) return undefined;
  const texts = new Map<string, string>();
  return (name) => {
    let text = texts.get(name);
    const span = spans.get(name);
    if (text === undefined && span !== undefined) texts.set(name, (text = bytes.toString("utf8", span[0], span[1])));
    return text;
  };
}

type Entry = [name: string, start: number, end: number];

function isEntry(entry: unknown, size: number): entry is Entry {
  if (!Array.isArray(entry) || entry.length !== 3) return false;
  const [name, start, end] = entry as unknown[];
  return typeof name === "string" && Number.isInteger(start) && Number.isInteger(end) && 0 <= (start as number) && (start as number) <= (end as number) && (end as number) <= size;
}

/** The cache file's bytes (see `readCache`). */
function cacheBytes(texts: ReadonlyMap<string, string>): Buffer {
  const index: Entry[] = [];
  const parts: Buffer[] = [];
  let at = 0;
  for (const [name, text] of texts) {
    const part = Buffer.from(text, "utf8");
    index.push([name, at, at + part.length]);
    parts.push(part);
    at += part.length;
  }
  return Buffer.concat([Buffer.from(`${JSON.stringify(index)}\n`, "utf8"), ...parts]);
}

const libFiles = new LibFiles();

/** The text of a lib file by its full name under `LIB_FOLDER`, or `undefined` for any other file. */
export function libFileText(fileName: string): string | undefined {
  if (!fileName.startsWith(`${LIB_FOLDER}/`)) return undefined;
  const name = fileName.slice(LIB_FOLDER.length + 1);
  return name.includes("/") ? undefined : libFiles.text(name);
}

/** Makes `host` find the lib files in memory; every other file it reads as before. */
export function serveLibFiles(host: ts.CompilerHost): void {
  const { fileExists, readFile, getSourceFile } = host;
  host.getDefaultLibLocation = () => LIB_FOLDER;
  host.getDefaultLibFileName = (options) => `${LIB_FOLDER}/${ts.getDefaultLibFileName(options)}`;
  host.fileExists = (fileName) => libFileText(fileName) !== undefined || fileExists.call(host, fileName);
  host.readFile = (fileName) => libFileText(fileName) ?? readFile.call(host, fileName);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreateNew) => {
    const text = libFileText(fileName);
    if (text === undefined) return getSourceFile.call(host, fileName, languageVersion, onError, shouldCreateNew);
    const options = typeof languageVersion === "object" ? languageVersion : { languageVersion };
    return ts.createSourceFile(fileName, text, { ...options, jsDocParsingMode: host.jsDocParsingMode });
  };
}
