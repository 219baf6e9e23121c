/**
 * What a validators index was made from, recorded in its third line: a hash of its inputs (each
 * tool's name and input schema, and the generator that compiles them) and a hash of the rest of its
 * text. A later run, `--check` included, whose inputs hash the same keeps the files as they are
 * instead of compiling every schema again, unless the index was changed since it was written (its
 * schema modules are named by their own hashes: see validators-module.ts).
 */
import { createHash } from "node:crypto";
import type { ValidatorTool } from "../aot/index.js";
import { generatorIdentity } from "./generator-identity.js";
import { schemaText } from "../pipeline/schema-text.js";

const LINE = /^\/\/ Made from inputs ([0-9a-f]{64}) \(the tools' schemas and the generator\); the rest hashes to ([0-9a-f]{64})\.\n$/;

/** The hashes the validators' files are made from. */
export interface ValidatorsHashes {
  /**
   * The tools', in order: each one's name and input schema. The index and the manifest written with
   * it both carry it (`validatorsHash`), so that the registry can tell they were written together.
   */
  schemas: string;
  /** What decides the validators' files: the tools' hash and the generator's identity. */
  inputs: string;
}

export function validatorsHashes(tools: readonly Pick<ValidatorTool, "name" | "schema">[]): ValidatorsHashes {
  const hash = createHash("sha256");
  for (const { name, schema } of tools) hash.update(JSON.stringify(name)).update(schemaText(schema));
  const schemas = hash.digest("hex");
  return { schemas, inputs: sha256(`${generatorIdentity()}\0${schemas}`) };
}

/** `js` (a generated module) with its fingerprint line after its two header lines. */
export function withFingerprint(js: string, inputs: string): string {
  const cut = afterHeader(js);
  return `${js.slice(0, cut)}// Made from inputs ${inputs} (the tools' schemas and the generator); the rest hashes to ${sha256(js)}.\n${js.slice(cut)}`;
}

/** Whether `text` (a file's) was written for `inputs` and is unchanged since: it is then the index. */
export function madeFrom(text: string, inputs: string): boolean {
  const cut = afterHeader(text);
  const end = text.indexOf("\n", cut) + 1;
  const line = LINE.exec(text.slice(cut, end));
  if (line === null || line[1] !== inputs) return false;
  return sha256(text.slice(0, cut) + text.slice(end)) === line[2];
}

function afterHeader(text: string): number {
  return text.indexOf("\n", text.indexOf("\n") + 1) + 1;
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}
