import ts from "../typescript.cjs";
import type { JsonSchemaObject, JsonValue } from "../../src/json-schema.js";
import { applyKeywords } from "../annotate/apply.js";
import { documentingDeclaration } from "../annotate/inherited-docs.js";
import { parameterJsDocKeywords } from "../annotate/jsdoc.js";
import type { FieldTags } from "../annotate/unused-param-docs.js";
import { describeFields } from "./field-docs.js";
import { fieldDoc, signatureDocs, type TagDefault } from "../annotate/param-docs.js";
import { keywordTagsInProse, someKeywordTagsInProse } from "../jsdoc-on-demand.js";
import { misplacedSignatureTag } from "../annotate/misplaced-signature-tags.js";
import { unappliedOwnDefault, unappliedParamDefault } from "../annotate/unapplied-param-defaults.js";
import { unusedParamDocs } from "../annotate/unused-param-docs.js";
import { formatDiagnostic, type Diagnostic } from "../diagnostics.js";
import { assemble } from "./assemble.js";
import { ConvertContext, type ConvertEnvironment } from "./context.js";
import { datePointers } from "./date-marks.js";
import { indexSignatureKeywords, withIndexSignatures, type IndexSignatureKeywords } from "./index-signatures.js";
import { bracketedDefault } from "./jsdoc-default.js";
import { initializerValue } from "./initializer.js";
import { refusedResult } from "./refused-results.js";
import { declaredTypeNode, parameterSite, returnSite, type Site } from "./site.js";
import { includesUndefined, isObject, isOnlyAbsent, presentMembers } from "./type-facts.js";
import { declaredParameters, toolSignature, type ToolSignature } from "./tool-signature.js";
import { isDate } from "./types/date.js";
import { objectOf, objectProperties } from "./types/object.js";
import { isUncarriable } from "./types/unsupported.js";
import { convertUndefinedAsNull } from "./undefined-as-null.js";

export interface SignatureSchemas {
  /** Always `type: "object"`; includes the `$defs` it references. */
  inputSchema: JsonSchemaObject;
  /** From the return type, `Promise` unwrapped; absent for void/undefined/never or a type JSON cannot carry. */
  outputSchema?: JsonSchemaObject;
  /** Positional names in order, or null for a lone destructured object parameter. */
  parameters: string[] | null;
  /** JSON Pointers to the input schema's locations where the signature has a `Date`. */
  dates: string[];
  diagnostics: Diagnostic[];
}

export interface SignatureOptions {
  /** Parameter (or destructured field) name to description; wins over JSDoc `@param`. */
  paramDescriptions?: Record<string, string>;
  /** The class that inherits the method: its types are read through this class's (see `toolSignature`). */
  seenFrom?: ts.ClassLikeDeclaration;
}

interface Argument {
  name: string;
  /** `false` for a field that must be absent (see `objectProperties`). */
  schema: JsonSchemaObject | false;
  required: boolean;
}

export function convertSignature(
  env: ConvertEnvironment,
  declaration: ts.SignatureDeclaration,
  options: SignatureOptions,
): SignatureSchemas {
  const ctx = new ConvertContext(env);
  const seen = toolSignature(ctx.checker, declaration, options.seenFrom);
  // The signature's own: an inherited generic method's are fresh ones, their constraints instantiated.
  for (const parameter of seen.signature?.getTypeParameters() ?? []) env.signatureTypeParameters.add(parameter);
  const params = declaredParameters(declaration);
  const last = params[params.length - 1];
  if (last !== undefined && isCallContextParameter(seen.parameterType(last))) params.pop();
  // An override or implementation without a comment is documented by the member it stands for, as editors show it.
  const documenting = documentingDeclaration(declaration, ctx.checker);
  const commented = ts.isFunctionLike(documenting) ? documenting : declaration;
  const { params: docs, defaults, returns, misplaced } = signatureDocs(commented);
  const override = (name: string): string | undefined => options.paramDescriptions?.[name];

  const lone = params.length === 1 && ts.isObjectBindingPattern((params[0] as ts.ParameterDeclaration).name);
  const args = lone
    ? destructured(params[0] as DestructuredParameter, seen, { describe: (name) => override(name) ?? fieldDoc(docs, name), docDefault: (name) => fieldDoc(defaults, name) }, ctx)
    : positional(params, seen, { describe: (name) => override(name) ?? docs.get(name), docDefault: (name) => defaults.get(name), tags: docs }, ctx);
  ctx.diagnostics.push(...misplaced.map((tag) => misplacedSignatureTag(tag, ctx)));
  if (someKeywordTagsInProse()) reportKeywordTagsInProse(declaration, commented, ctx);
  ctx.diagnostics.push(...unusedParamDocs(declaration, docs, lone ? { fields: args.schema.properties ?? {} } : { fieldTags: args.fieldTags }, ctx));
  const assembled = assemble(args.schema, ctx);
  const output = outputSchema(env, declaration, seen.signature, returns);
  const result: SignatureSchemas = {
    inputSchema: assembled.schema,
    parameters: args.positional,
    dates: ctx.dates || assembled.dates ? datePointers(assembled.schema) : [],
    diagnostics: unique([...ctx.diagnostics, ...assembled.diagnostics, ...output.diagnostics]),
  };
  if (output.schema !== undefined) result.outputSchema = output.schema;
  return result;
}

/** Keyword tags the tool's comment mentions mid-sentence ("capped at @maximum 100"), kept as text (GT1108). */
function reportKeywordTagsInProse(declaration: ts.SignatureDeclaration, commented: ts.Node, ctx: ConvertContext): void {
  for (const doc of ts.getJSDocCommentsAndTags(commented).filter(ts.isJSDoc)) {
    for (const name of keywordTagsInProse(doc)) {
      // Named as written: the tool's name (its class, the name style) is the discovery's, not known here.
      const subject = `${ts.isMethodDeclaration(declaration) ? "method" : "function"} '${declaration.name?.getText() ?? "(anonymous)"}'`;
      ctx.report("GT1108", { subject, path: "", node: doc }, `@${name}`);
    }
  }
}

type DestructuredParameter = ts.ParameterDeclaration & { name: ts.ObjectBindingPattern };

interface Arguments {
  schema: JsonSchemaObject;
  /** The positional names, in order; null when the handler takes the arguments object whole. */
  positional: string[] | null;
  /** Positional parameters' `@param opts.limit` tags, and what became of them. */
  fieldTags?: FieldTags;
}

/** What the signature's comment says of an argument, by its name. */
interface ArgumentDocs {
  describe(name: string): string | undefined;
  /** The default its `@param` tag gives (`[limit=10]`), which its own initializer overrides. */
  docDefault(name: string): TagDefault | undefined;
  /** Every `@param` text by the name written, for the fields of a positional parameter (`opts.limit`). */
  tags?: ReadonlyMap<string, string>;
}

function positional(params: readonly ts.ParameterDeclaration[], seen: ToolSignature, { describe, docDefault, tags }: ArgumentDocs, ctx: ConvertContext): Arguments {
  const args: Argument[] = [];
  const fieldTags: FieldTags = { applied: new Set(), inNamedType: new Map() };
  for (const param of params) {
    const site = parameterSite(param.name.getText(), param, param.type);
    if (!ts.isIdentifier(param.name)) {
      ctx.report("GT1009", site);
      continue;
    }
    if (param.dotDotDotToken !== undefined) {
      ctx.report("GT1008", site);
      continue;
    }
    const type = seen.parameterType(param);
    const ownKeywords = parameterJsDocKeywords(param, site);
    let schema = applyKeywords(ctx.convert(type, site), ownKeywords, ctx);
    const tagged = param.initializer === undefined ? docDefault(param.name.text) : undefined;
    const initial = param.initializer === undefined ? tagged?.value : initializerValue(param.initializer, ctx.checker);
    if (initial !== undefined) schema = { ...schema, default: initial };
    // Only the schema has a tag's default: the code, which gives none, is told so (GT1107).
    if (tagged !== undefined) ctx.diagnostics.push(unappliedParamDefault(tagged, `${param.name.text} = ${JSON.stringify(tagged.value)}`, ctx));
    const ownDefault = param.initializer === undefined ? ownKeywords.find((keyword) => keyword.name === "default" && keyword.inProse === undefined) : undefined;
    if (ownDefault !== undefined) ctx.diagnostics.push(unappliedOwnDefault(ownDefault, param.name.text, ctx));
    schema = described(schema, describe(param.name.text), site, ctx);
    if (tags !== undefined) schema = describeFields(schema, param.name.text, tags, ctx.refs, fieldTags);
    const optional = param.questionToken !== undefined || param.initializer !== undefined || includesUndefined(type);
    args.push({ name: param.name.text, schema, required: !optional });
  }
  return {
    schema: argumentsObject(args, {}, ctx),
    positional: args.map((a) => a.name),
    fieldTags,
  };
}

/**
 * `({ city, unit = "c" }: Args)`: the fields of `Args` are the arguments, the destructuring
 * defaults their `default`s. A parameter type that is not a plain object (a union of objects, say)
 * keeps its own schema under `type: "object"`.
 */
function destructured(param: DestructuredParameter, seen: ToolSignature, { describe, docDefault }: ArgumentDocs, ctx: ConvertContext): Arguments {
  const type = ctx.checker.getNonNullableType(seen.parameterType(param));
  const site = parameterSite(param.name.getText(), param, param.type);
  if (!isPlainObject(type, ctx)) {
    const schema = ctx.convert(type, site);
    if (schema.type !== undefined && schema.type !== "object") ctx.report("GT1012", site, ctx.typeText(type));
    return { schema: { ...schema, type: "object" }, positional: null };
  }
  const defaults = bindingDefaults(param.name, ctx.checker);
  const fieldSite = (name: string, declaration: ts.Declaration | undefined): Site =>
    parameterSite(name, declaration ?? param, declaredTypeNode(declaration));
  const args = objectProperties(type, ctx, fieldSite, param.type).map((property): Argument => {
    // A field that must be absent is no argument to describe.
    if (property.schema === false) return property;
    let schema = property.schema;
    // As a parameter's: the code's default wins over the tag's, and one it computes gives none.
    const inCode = defaults.has(property.name);
    const tagged = inCode ? undefined : docDefault(property.name);
    const initial = inCode ? defaults.get(property.name) : tagged?.value;
    if (initial !== undefined) schema = { ...schema, default: initial };
    // A default only a tag gives, the signature's or the one on the property's own tag (JavaScript's
    // `@property {string} [unit='c']`), is only the schema's (GT1107); one the type's annotations
    // give (`@default`, `Default<V>`) describes the type wherever it is used, and is left alone.
    const unapplied = inCode ? undefined : (tagged ?? propertyTagDefault(property.declaration));
    if (unapplied !== undefined) ctx.diagnostics.push(unappliedParamDefault(unapplied, `{ ${property.name} = ${JSON.stringify(unapplied.value)} }`, ctx));
    schema = described(schema, describe(property.name), fieldSite(property.name, property.declaration), ctx);
    return { name: property.name, schema, required: property.required && !inCode };
  });
  return {
    schema: argumentsObject(args, indexSignatureKeywords(type, site, ctx), ctx),
    positional: null,
  };
}

function argumentsObject(
  args: readonly Argument[],
  indexSignatures: IndexSignatureKeywords,
  ctx: ConvertContext,
): JsonSchemaObject {
  return objectOf(args, withIndexSignatures({ type: "object" }, indexSignatures, ctx), true);
}

/** Sets the description, or warns when the argument has none (a referenced named type's counts). */
function described(
  schema: JsonSchemaObject,
  description: string | undefined,
  site: Site,
  ctx: ConvertContext,
): JsonSchemaObject {
  if (description !== undefined) return { ...schema, description };
  const referenced = ctx.refs.find((d) => d.ref === schema.$ref);
  if (schema.description === undefined && referenced?.schema.description === undefined) ctx.report("GT1100", site);
  return schema;
}

/**
 * Each field the destructuring gives a default (`{ unit = "c" }`), to its literal value (undefined
 * for a computed one, `{ unit = pick() }`).
 */
function bindingDefaults(pattern: ts.ObjectBindingPattern, checker: ts.TypeChecker): Map<string, JsonValue | undefined> {
  const defaults = new Map<string, JsonValue | undefined>();
  for (const element of pattern.elements) {
    const key = element.propertyName ?? element.name;
    if (element.initializer === undefined || !(ts.isIdentifier(key) || ts.isStringLiteral(key))) continue;
    defaults.set(key.text, initializerValue(element.initializer, checker));
  }
  return defaults;
}

/** The default in the brackets of the JSDoc tag that declares a property (JavaScript's `@property`, a nested `@param`). */
function propertyTagDefault(declaration: ts.Declaration | undefined): TagDefault | undefined {
  const value = declaration !== undefined && ts.isJSDocPropertyLikeTag(declaration) ? bracketedDefault(declaration) : undefined;
  return value === undefined ? undefined : { value, tag: declaration as ts.JSDocPropertyLikeTag };
}

function isPlainObject(type: ts.Type, ctx: ConvertContext): boolean {
  const objectLike = isObject(type) || (type.isIntersection() && type.types.every(isObject));
  return (
    objectLike &&
    !ctx.checker.isArrayType(type) &&
    !ctx.checker.isTupleType(type) &&
    !isDate(type) &&
    !isUncarriable(type, ctx)
  );
}

/**
 * A parameter of type `ToolCallContext`, optional or not. Read off the union's members rather than
 * through `getNonNullableType`, which builds a new type for every optional parameter of every tool.
 */
function isCallContextParameter(type: ts.Type): boolean {
  const present = presentMembers(type);
  return present.length === 1 && isCallContext(present[0]!);
}

/** The runtime's `ToolCallContext` (from `gen-tools`, or this repository's `src/registry/types.ts`). */
function isCallContext(type: ts.Type): boolean {
  const symbol = type.aliasSymbol ?? type.getSymbol();
  const declaration = symbol?.getDeclarations()?.[0];
  return (
    symbol?.getName() === "ToolCallContext" &&
    declaration !== undefined &&
    /(^|\/)registry\/types\.(d\.)?ts$/.test(declaration.getSourceFile().fileName)
  );
}

interface Output {
  schema?: JsonSchemaObject;
  diagnostics: Diagnostic[];
}

/**
 * The return type, awaited, as JSON writes a result (`undefined` as `null`). A return type JSON
 * cannot carry is no error (the tool still works, its result is just not described): one GT1013
 * warning, and no outputSchema. One the runtime refuses, as a whole (GT1016) or inside (GT1005,
 * GT1003), is.
 */
function outputSchema(env: ConvertEnvironment, declaration: ts.SignatureDeclaration, signature: ts.Signature | undefined, returns: string | undefined): Output {
  const ctx = new ConvertContext(env, true);
  if (signature === undefined) return { diagnostics: [] };
  const returned = ctx.checker.getReturnTypeOfSignature(signature);
  // A bare type parameter is no promise to await: `Awaited<T>` would only say what it is not. Nor is a
  // primitive (most tools return a string): it is its own awaited type, and the checker is not asked.
  const type = returned.flags & (ts.TypeFlags.TypeParameter | PRIMITIVE_RESULTS) ? returned : (ctx.checker.getAwaitedType(returned) ?? returned);
  if (isOnlyAbsent(type)) return { diagnostics: [] };
  const at = declaration.type ?? declaration.name ?? declaration;
  const awaited = awaitedSyntax(declaration.type);
  const site = returnSite(at, awaited);
  const refused = refusedResult(type, ctx.checker);
  if (refused !== undefined) {
    // At the union member as written, where there is one: `Promise<Order | Error>` points at `Error`.
    const written = unionMemberNode(awaited, refused.member, ctx.checker);
    ctx.report("GT1016", written === undefined ? site : returnSite(written), refused.what, refused.instead);
    return { diagnostics: ctx.diagnostics };
  }
  const converted = convertUndefinedAsNull(type, site, ctx);
  // As a @param's text describes its parameter over its type's comment, @returns describes the result.
  const assembled = assemble(returns === undefined ? converted : { ...converted, description: returns }, ctx);
  const diagnostics = [...ctx.diagnostics, ...assembled.diagnostics];
  const firstError = diagnostics.find((d) => d.severity === "error");
  if (firstError === undefined) return { schema: assembled.schema, diagnostics };
  // A Map, a Set, an error or a bigint inside the result is one the runtime refuses on every call that
  // has it (see resultContent): still an error. What else JSON cannot carry, it leaves out without a word.
  const refusedInside = diagnostics.filter((d) => d.severity === "error" && REFUSED_INSIDE.has(d.code));
  if (refusedInside.length > 0) return { diagnostics: [...refusedInside, ...diagnostics.filter((d) => d.severity !== "error")] };
  // Worded as ctx.report words it, but put first, in place of the errors: ctx's diagnostics were taken above.
  const warning = ctx.diagnosticAt("GT1013", at, firstError.message);
  return {
    diagnostics: [{ ...warning, message: `${site.subject} ${warning.message}` }, ...diagnostics.filter((d) => d.severity !== "error")],
  };
}

/** Primitive types, which no `await` changes. */
const PRIMITIVE_RESULTS =
  ts.TypeFlags.String |
  ts.TypeFlags.Number |
  ts.TypeFlags.Boolean |
  ts.TypeFlags.StringLiteral |
  ts.TypeFlags.NumberLiteral |
  ts.TypeFlags.BooleanLiteral |
  ts.TypeFlags.Null |
  ts.TypeFlags.Undefined |
  ts.TypeFlags.Void;

/** The codes of a type JSON writes as `{}` (a Map, a Set, an error) or not at all (a bigint), reported where it sits. */
const REFUSED_INSIDE: ReadonlySet<string> = new Set(["GT1005", "GT1003"]);

/** The member of a union type as written whose type is `member`, if the syntax is a union that has one. */
function unionMemberNode(node: ts.TypeNode | undefined, member: ts.Type, checker: ts.TypeChecker): ts.TypeNode | undefined {
  const inner = node !== undefined && ts.isParenthesizedTypeNode(node) ? node.type : node;
  if (inner === undefined || !ts.isUnionTypeNode(inner)) return undefined;
  return inner.types.find((written) => checker.getTypeFromTypeNode(written) === member);
}

/** `Promise<X>` as written gives `X`, for the order of union members. */
function awaitedSyntax(node: ts.TypeNode | undefined): ts.TypeNode | undefined {
  if (node !== undefined && ts.isTypeReferenceNode(node) && node.typeName.getText() === "Promise")
    return node.typeArguments?.[0];
  return node;
}

function unique(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = formatDiagnostic(d);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
