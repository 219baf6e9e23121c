import tsMorphCommon from "../ts-morph-common.cjs";
import ts from "../typescript.cjs";

/**
 * TypeScript's lib files as ts-morph bundles them, in memory under the folder ts-morph gives them
 * (`/node_modules/typescript/lib`, which `isLibFile` recognises): the compiler gen-tools runs has
 * no lib folder on disk, and the user's installed TypeScript may have none either (TypeScript 7).
 */
export const LIB_FOLDER: string = tsMorphCommon.libFolderInMemoryPath;

let texts: Map<string, string> | undefined;

/** The text of a lib file by its full name under `LIB_FOLDER`, or `undefined` for any other file. */
export function libFileText(fileName: string): string | undefined {
  if (!fileName.startsWith(LIB_FOLDER)) return undefined;
  texts ??= new Map(tsMorphCommon.getLibFiles().map((file) => [`${LIB_FOLDER}/${file.fileName}`, file.text]));
  return texts.get(fileName);
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
