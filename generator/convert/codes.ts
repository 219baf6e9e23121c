import type { Severity } from "../diagnostics.js";

/**
 * Every diagnostic the converter and the JSDoc annotator report. A message is the subject
 * (`parameter 'cb'`, `property 'options.onDone'`, `type 'Address'`) followed by `message`, with
 * `{0}`, `{1}` filled in by the caller. Codes and messages are stable: tools and CI match on them.
 */
export interface ConvertCode {
  severity: Severity;
  /** Follows the subject: `parameter 'cb'` + ` has a function type, which JSON cannot carry`. */
  message: string;
  /** One line for the README. */
  explanation: string;
}

export const CONVERT_CODES = {
  GT1001: {
    severity: "error",
    message: "has a function type, which JSON cannot carry",
    explanation: "A function (or a constructor, or an object with call signatures) is not data.",
  },
  GT1002: {
    severity: "error",
    message: "has a symbol type, which JSON cannot carry",
    explanation: "Symbols have no JSON form.",
  },
  GT1003: {
    severity: "error",
    message: "has a bigint type, which JSON cannot carry (use number, or a string with a pattern)",
    explanation: "JSON numbers are doubles; a bigint does not survive JSON.parse, and JSON.stringify throws on one (inside a result too, which the runtime then refuses: an error there as well).",
  },
  GT1004: {
    severity: "error",
    message: "is {0}, whose {1} JSON cannot carry{2}",
    explanation: "A class instance or an object type with methods loses them in JSON; use a plain data interface. For a URL, a RegExp, binary data, a Promise or an AbortSignal the message says what to take instead. In a result, a type with a toJSON() method (a URL, a Buffer, a Decimal, a class of yours) is what its toJSON() returns, as JSON.stringify writes it; unless that has a toJSON() of its own, which JSON.stringify does not call. An array type with members of its own (interface Counted extends Array<number> { total: number }) loses them: JSON writes its items only. So does a Date with members of its own (Date & { label: string }): JSON writes its date string only; a brand (Date & { readonly __brand: \"UtcDate\" }) is no member.",
  },
  GT1005: {
    severity: "error",
    message: "is {0}, which JSON cannot carry{1}",
    explanation: "Map, Set, WeakMap and WeakSet serialise to {} in JSON, and an Error (or an instance of a class that extends it) without its name and message.",
  },
  GT1006: {
    severity: "error",
    message: "has the unresolved type '{0}'; a tool's schema needs concrete types",
    explanation: "A class's type parameter (or a type that depends on one, such as keyof T) has no schema until it is instantiated (a subclass that inherits the tool, `UserRepo extends Repo<User>`, instantiates it); a tool's own type parameters stand for their constraints, though not as the keys of a mapped type (Record<K, V>, Pick<T, K>), whose members they decide.",
  },
  GT1007: {
    severity: "error",
    message: "has type '{0}', which carries no value",
    explanation: "void, undefined and never cannot be sent as an argument or a required property (an optional one must be absent, and is left out).",
  },
  GT1008: {
    severity: "error",
    message: "is a rest parameter; tool arguments are named (take an array parameter instead)",
    explanation: "A model sends an object of named arguments, which a rest parameter cannot receive.",
  },
  GT1009: {
    severity: "error",
    message: "is destructured; only a lone object parameter may be destructured (its fields become the arguments)",
    explanation: "A destructured parameter has no name to become an argument, unless it is the only one.",
  },
  GT1010: {
    severity: "warning",
    message:
      "is a tuple with elements after its rest element; the schema checks only its minimum length and element types",
    explanation: "JSON Schema's prefixItems cannot place fixed elements after a variable-length run.",
  },
  GT1011: {
    severity: "error",
    message: "has a recursive anonymous type{0}",
    explanation: "Recursion is expressed with $defs and $ref, which need a named type. A type literal takes an interface or a type alias; a type a library computes (zod's z.infer of a recursive schema) keeps no alias, so the message says to declare an interface of its shape (for zod, with z.ZodType<Interface>).",
  },
  GT1012: {
    severity: "error",
    message: "has type '{0}', which gen-tools cannot convert to JSON Schema",
    explanation: "No converter knows the type (for example an intersection of a primitive with an object).",
  },
  GT1013: {
    severity: "warning",
    message: "cannot be carried by JSON ({0}); the tool gets no outputSchema",
    explanation: "The return type holds what JSON leaves out (a function-typed field) or what has no schema; the tool is still generated, without an outputSchema.",
  },
  GT1014: {
    severity: "error",
    message: "has a template literal placeholder of type '{0}', which has no pattern",
    explanation: "Template literal types become a pattern only over string, number, bigint, boolean and literals.",
  },
  GT1015: {
    severity: "error",
    message: "has type '{0}', which TypeScript cannot resolve (is its package installed, and its name declared and exported?)",
    explanation: "The checker reads an unresolved type as any, whose schema would accept anything; explicit any and unknown still become the empty schema.",
  },
  GT1016: {
    severity: "error",
    message: "{0}, which JSON cannot carry: the runtime refuses it, so every call that returns one fails ({1})",
    explanation: "JSON writes a Map, a Set, an iterator or a platform object such as a fetch Response as {}, and an Error without its message, and cannot write a bigint, a function or a symbol at all; as the return type or a member of it (`Error | string`, `bigint | string`, `(() => void) | string`), the message says what to return instead.",
  },
  GT1017: {
    severity: "error",
    message: "has a computed member '{0}' ({1}), whose value is not known at build time: give it a literal value",
    explanation: "An enum's schema lists its members' values, which gen-tools reads at build time; a member computed when the code runs (Low = BASE, where BASE is \"x\".length) has none to list, and any number, as TypeScript types it, would take values that are no member: give it a literal value.",
  },
  GT1018: {
    severity: "error",
    message: "is keyed by a symbol, which JSON cannot carry: a model cannot send it (make it optional, or key it by a string)",
    explanation: "A JSON property name is a string: an argument never has a symbol-keyed property, which its type requires. An optional one is left out, as is any in a result, where JSON leaves it out.",
  },
  GT1100: {
    severity: "warning",
    message: "has no description (add a JSDoc @param, or a comment on the parameter or property)",
    explanation: "A model reads only descriptions; under requireDescriptions this is an error.",
  },
  GT1101: {
    severity: "error",
    message: "has {0} '{1}', which is not {2}",
    explanation: "A constraint tag's value does not parse (for example @minLength abc).",
  },
  GT1102: {
    severity: "error",
    message: "has a pattern '{0}' that is not a valid regular expression: {1}",
    explanation: "@pattern and Pattern<S> must be ECMAScript regular expressions (unicode mode).",
  },
  GT1103: {
    severity: "warning",
    message: "has {0}, which applies to {1} values, not to this type",
    explanation:
      "A constraint keyword cannot constrain the type it is attached to (for example @minLength on a number).",
  },
  GT1104: {
    severity: "error",
    message: "has a type-level tag '{0}' whose value is not a literal type",
    explanation: "Tags such as MinLength<N> need a literal argument (MinLength<3>, not MinLength<number>).",
  },
  GT1105: {
    severity: "warning",
    message: "has {0} '{1}' on a Date, which is sent as a date-time, or as a date for a day: the format is left out",
    explanation: "A Date travels as text of format date-time (the default) or date (a day, with @format date or Format<\"date\">); the handler gets a Date of it.",
  },
  GT1106: {
    severity: "warning",
    message: "JSDoc @param '{0}' names no {1}, so its text is not used{2}",
    explanation: "A @param for a parameter that does not exist (a typo, or a parameter renamed since) describes nothing, and the parameter it meant has no description.",
  },
  GT1107: {
    severity: "warning",
    message: "JSDoc {0} gives the default {1}, which the model reads in the schema, but the runtime fills in no argument: a call that leaves it out gets undefined unless the code gives it too, as '{2}' would",
    explanation: "A default in a JSDoc tag's brackets (@param [limit=10], or a destructured field's @property in JavaScript), or a @default in a positional parameter's own comment (/** @default 10 */ limit: number), is only the schema's: the runtime fills in no argument, so write it in the code too (limit = 10, or { limit = 10 } for a destructured field), where JavaScript applies it.",
  },
  GT1108: {
    severity: "warning",
    message: "has {0} in the middle of a sentence in its comment, which is read as text: start a line with it, or end the sentence before it, to make it a tag",
    explanation: "In the compact one-line style a tag follows the end of a sentence (/** ISO code. @pattern ^[A-Z]{2}$ */); an @word after any other word is prose (\"ping @alice\", \"capped at @maximum 100\"), kept in the description, so a constraint written there is not applied.",
  },
  GT1109: {
    severity: "warning",
    message: "has '{0}' as a type argument of '{1}', which the checker reads as '{2}': the comment on type alias '{0}' is not applied (write its constraints as tag types, number & Minimum<1>, or in a comment where '{1}' is used)",
    explanation: "The checker erases an alias of an existing type (type Days = number): its comment is read off the name written at a parameter, property, union member, array item or Record value, but not through a generic's type argument (Box<Days> is Box<number>).",
  },
  GT1110: {
    severity: "warning",
    message: "JSDoc {0} in a tool's comment applies to no parameter, so it constrains nothing: write it in the parameter's own comment ({1}), or on the property of the parameter's type",
    explanation: "A constraint tag or @default in a tool's comment (next to @param days) is not applied: a tool's comment describes its parameters with @param texts only. Write it in the parameter's own comment (run(/** @minimum 1 */ days: number)), or on the property of its type.",
  },
} as const satisfies Record<string, ConvertCode>;

export type ConvertCodeName = keyof typeof CONVERT_CODES;
