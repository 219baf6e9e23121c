import ts from "../typescript.cjs";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import type { Diagnostic } from "../diagnostics.js";
import { assemble } from "./assemble.js";
import { ConvertContext, type ConvertEnvironment } from "./context.js";
import { Definitions } from "./definitions.js";
import { convertSignature, type SignatureOptions, type SignatureSchemas } from "./signature.js";
import { parameterSite, type Site } from "./site.js";
import { chain, fallback, named } from "./types/chain.js";

export { CONVERT_CODES, type ConvertCode, type ConvertCodeName } from "./codes.js";
export { PLACEHOLDER_PATTERNS } from "./types/template-literal.js";
export type { SignatureOptions, SignatureSchemas };

export interface ConvertOptions {
  /** Diagnostics' file paths are relative to it, with forward slashes. */
  projectRoot: string;
  /** `additionalProperties: false` unless the type has an index signature. Default true. */
  closedObjects: boolean;
}

/**
 * Types to JSON Schema 2020-12 over the checker's resolved types. One instance serves every tool
 * of a project: named types are converted once and shared, and each result carries exactly the
 * `$defs` it references, so results do not depend on the order tools are converted in.
 */
export class SchemaConverter {
  private readonly env: ConvertEnvironment;

  constructor(checker: ts.TypeChecker, options: ConvertOptions) {
    this.env = {
      checker,
      projectRoot: options.projectRoot,
      closedObjects: options.closedObjects,
      chain,
      chainFlags: chain.map((converter) => converter.flags ?? ALL_TYPES),
      named,
      fallback,
      definitions: new Definitions(checker),
      signatureTypeParameters: new WeakSet(),
    };
  }

  /** The tool's input schema from a method/function signature. */
  signature(decl: ts.SignatureDeclaration, opts: SignatureOptions = {}): SignatureSchemas {
    return convertSignature(this.env, decl, opts);
  }

  /** Any type, e.g. to compare a hand-written registerTool schema with a function's parameter type. */
  type(type: ts.Type, at: ts.Node): { schema: JsonSchemaObject; diagnostics: Diagnostic[] } {
    const ctx = new ConvertContext(this.env);
    const assembled = assemble(ctx.convert(type, siteAt(at)), ctx);
    return {
      schema: assembled.schema,
      diagnostics: [...ctx.diagnostics, ...assembled.diagnostics],
    };
  }
}

/** Every flag set: the mask of a converter that asks every type. */
const ALL_TYPES = -1;

function siteAt(at: ts.Node): Site {
  if ((ts.isParameter(at) || ts.isPropertySignature(at) || ts.isPropertyDeclaration(at)) && ts.isIdentifier(at.name)) {
    return parameterSite(at.name.text, at, at.type);
  }
  return { subject: "type", path: "value", node: at };
}
