/**
 * The error each keyword reports, as the object literal the generated code builds where it finds
 * it: the interpreter's error objects, field for field and in its order. They are written inline
 * rather than built by a constructor function per keyword: a validator reports through many of
 * them, more than V8 inlines into one function, and each call left costs about as much as building
 * the error (flat invalid arguments: about an eighth faster).
 *
 * Every argument is a JavaScript expression. Builders that report the value's kind assign it to the
 * function's local `t` first (`kind`), so that the message and `actual` share one `kindOf`.
 */
import { MAX_DEPTH } from "../../../src/validator/schema-node.js";
import { FALSE_SCHEMA_MESSAGE, maxDepthMessage } from "../../../src/validator/messages.js";
import { literal } from "../js-source.js";

/** Where an error is reported: the expressions of its value's pointer and of its schema path. */
export interface ErrorSite {
  path: string;
  schemaPath: string;
}

/** What each kind of error takes beyond its site. */
export interface ErrorArgs {
  depth: [];
  false: [];
  type: [x: string, expected: string, messageStart: string];
  notJson: [x: string];
  limit: [keyword: string, message: string, limit: string];
  contains: [keyword: string, message: string, param: string, limit: string];
  multipleOf: [message: string, multipleOf: string];
  pattern: [message: string, pattern: string];
  format: [message: string, format: string];
  enum: [message: string, allowedValues: string];
  const: [message: string, allowedValue: string];
  required: [missingProperty: string, message: string];
  dependentRequired: [missingProperty: string, property: string, message: string];
  additional: [additionalProperty: string, messageEnd: string];
  propertyName: [propertyName: string, reason: string];
  unevaluatedProperty: [unevaluatedProperty: string];
  unevaluatedItem: [unevaluatedItem: string];
  keyword: [keyword: string, message: string];
  unionType: [keyword: string, x: string, expected: string, messageStart: string];
  discriminator: [keyword: string, message: string, discriminator: string, allowedValues: string];
  oneOfMany: [passingSchemas: string];
  ifBranch: [message: string, failingKeyword: string];
}

export type ErrorKind = keyof ErrorArgs;

/** What a builder may ask of the module: a helper's name (marking it used), and `x`'s kind kept in `t`. */
export interface ErrorObjectContext {
  helper(name: string): string;
  kind(x: string): string;
}

type Builders = { [K in ErrorKind]: (site: ErrorSite, args: ErrorArgs[K], ctx: ErrorObjectContext) => string };

const BUILDERS: Builders = {
  depth: ({ path, schemaPath }) =>
    `{ path: ${path}, keyword: "maxDepth", message: ${literal(maxDepthMessage(MAX_DEPTH))}, schemaPath: ${schemaPath}, params: { limit: ${MAX_DEPTH} } }`,
  false: ({ path, schemaPath }) => `{ path: ${path}, keyword: "false", message: ${literal(FALSE_SCHEMA_MESSAGE)}, schemaPath: ${schemaPath} }`,
  type: ({ path, schemaPath }, [x, expected, start], ctx) =>
    `{ path: ${path}, keyword: "type", message: ${start} + (${ctx.kind(x)}), schemaPath: ${schemaPath}, expected: ${expected}, actual: t }`,
  notJson: ({ path, schemaPath }, [x], ctx) =>
    `{ path: ${path}, keyword: "type", message: ${ctx.helper("notJsonMessage")}(${ctx.kind(x)}), schemaPath: ${schemaPath}, actual: t }`,
  limit: ({ path, schemaPath }, [keyword, message, limit]) =>
    `{ path: ${path}, keyword: ${keyword}, message: ${message}, schemaPath: ${schemaPath}, expected: ${limit}, params: { limit: ${limit} } }`,
  contains: ({ path, schemaPath }, [keyword, message, param, limit]) =>
    `{ path: ${path}, keyword: ${keyword}, message: ${message}, schemaPath: ${schemaPath}, expected: ${limit}, params: { ${param}: ${limit} } }`,
  multipleOf: ({ path, schemaPath }, [message, multipleOf]) =>
    `{ path: ${path}, keyword: "multipleOf", message: ${message}, schemaPath: ${schemaPath}, expected: ${multipleOf}, params: { multipleOf: ${multipleOf} } }`,
  pattern: ({ path, schemaPath }, [message, pattern]) =>
    `{ path: ${path}, keyword: "pattern", message: ${message}, schemaPath: ${schemaPath}, expected: ${pattern}, params: { pattern: ${pattern} } }`,
  format: ({ path, schemaPath }, [message, format]) =>
    `{ path: ${path}, keyword: "format", message: ${message}, schemaPath: ${schemaPath}, expected: ${format}, params: { format: ${format} } }`,
  enum: ({ path, schemaPath }, [message, allowedValues]) =>
    `{ path: ${path}, keyword: "enum", message: ${message}, schemaPath: ${schemaPath}, expected: ${allowedValues}, params: { allowedValues: ${allowedValues} } }`,
  const: ({ path, schemaPath }, [message, allowedValue]) =>
    `{ path: ${path}, keyword: "const", message: ${message}, schemaPath: ${schemaPath}, expected: ${allowedValue}, params: { allowedValue: ${allowedValue} } }`,
  required: ({ path, schemaPath }, [missingProperty, message]) =>
    `{ path: ${path}, keyword: "required", message: ${message}, schemaPath: ${schemaPath}, params: { missingProperty: ${missingProperty} } }`,
  dependentRequired: ({ path, schemaPath }, [missingProperty, property, message]) =>
    `{ path: ${path}, keyword: "dependentRequired", message: ${message}, schemaPath: ${schemaPath}, params: { missingProperty: ${missingProperty}, property: ${property} } }`,
  additional: ({ path, schemaPath }, [additionalProperty, messageEnd], ctx) =>
    `{ path: ${path}, keyword: "additionalProperties", message: ${ctx.helper("additionalPropertyMessage")}(${additionalProperty}, ${messageEnd}), schemaPath: ${schemaPath}, params: { additionalProperty: ${additionalProperty} } }`,
  propertyName: ({ path, schemaPath }, [propertyName, reason], ctx) =>
    `{ path: ${path}, keyword: "propertyNames", message: ${ctx.helper("propertyNameMessage")}(${propertyName}, ${reason}), schemaPath: ${schemaPath}, params: { propertyName: ${propertyName} } }`,
  unevaluatedProperty: ({ path, schemaPath }, [name], ctx) =>
    `{ path: ${path}, keyword: "unevaluatedProperties", message: ${ctx.helper("unevaluatedPropertyMessage")}(${name}), schemaPath: ${schemaPath}, params: { unevaluatedProperty: ${name} } }`,
  unevaluatedItem: ({ path, schemaPath }, [index], ctx) =>
    `{ path: ${path}, keyword: "unevaluatedItems", message: ${ctx.helper("unevaluatedItemMessage")}(${index}), schemaPath: ${schemaPath}, params: { unevaluatedItem: ${index} } }`,
  keyword: ({ path, schemaPath }, [keyword, message]) => `{ path: ${path}, keyword: ${keyword}, message: ${message}, schemaPath: ${schemaPath} }`,
  unionType: ({ path, schemaPath }, [keyword, x, expected, start], ctx) =>
    `{ path: ${path}, keyword: ${keyword}, message: ${start} + (${ctx.kind(x)}), schemaPath: ${schemaPath}, expected: ${expected}, actual: t }`,
  discriminator: ({ path, schemaPath }, [keyword, message, discriminator, allowedValues]) =>
    `{ path: ${path}, keyword: ${keyword}, message: ${message}, schemaPath: ${schemaPath}, params: { discriminator: ${discriminator}, allowedValues: ${allowedValues} } }`,
  oneOfMany: ({ path, schemaPath }, [passingSchemas], ctx) =>
    `{ path: ${path}, keyword: "oneOf", message: ${ctx.helper("oneOfManyMessage")}(${passingSchemas}), schemaPath: ${schemaPath}, params: { passingSchemas: ${passingSchemas} } }`,
  ifBranch: ({ path, schemaPath }, [message, failingKeyword]) =>
    `{ path: ${path}, keyword: "if", message: ${message}, schemaPath: ${schemaPath}, params: { failingKeyword: ${failingKeyword} } }`,
};

/** The object literal of an error of `kind` at `site`. */
export function errorObject<K extends ErrorKind>(kind: K, site: ErrorSite, args: ErrorArgs[K], ctx: ErrorObjectContext): string {
  return BUILDERS[kind](site, args, ctx);
}
