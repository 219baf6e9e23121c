/**
 * Type-level constraint tags: `string & MinLength<3>`, `number & Int & Minimum<0>`.
 *
 * A tag is a phantom, optional property whose type holds JSON Schema keywords; gen-tools reads it
 * from the checker's types and merges those keywords into the schema of whatever it is intersected
 * with. Nothing exists at run time. Because the property is optional and an intersection member is
 * never subject to TypeScript's weak-type check, plain values stay assignable:
 * `const name: string & MinLength<3> = "abc"` and passing any `string` both compile.
 * (A tag alone, `MinLength<3>` without a base type, is a weak type and accepts no primitive.)
 */

/**
 * The phantom property that carries a tag's keywords. The generator recognises tags by this key,
 * not by their names, so tags written against any copy of gen-tools (or hand-rolled ones) work.
 */
export const TAG_KEY = "~gen-tools/schema";

/**
 * One keyword and its value. `Value` appears in no member on purpose: TypeScript then treats it as
 * independent, so `string & MinLength<3>` is still assignable to `string & MinLength<1>`, as a
 * brand carrying a value would not be. The keyword itself is checked: `MinLength<3>` is no `MaxLength<3>`.
 */
export interface SchemaTag<Keyword extends string, Value> {
  readonly [TAG_KEY]?: Keyword;
}

export type MinLength<N extends number> = SchemaTag<"minLength", N>;
export type MaxLength<N extends number> = SchemaTag<"maxLength", N>;
/** An ECMAScript regular expression, unanchored as in JSON Schema: `Pattern<"^[a-z]+$">`. */
export type Pattern<S extends string> = SchemaTag<"pattern", S>;
/** A JSON Schema format name: `Format<"email">`, `Format<"uri">`. */
export type Format<S extends string> = SchemaTag<"format", S>;
export type Minimum<N extends number> = SchemaTag<"minimum", N>;
export type Maximum<N extends number> = SchemaTag<"maximum", N>;
export type ExclusiveMinimum<N extends number> = SchemaTag<"exclusiveMinimum", N>;
export type ExclusiveMaximum<N extends number> = SchemaTag<"exclusiveMaximum", N>;
export type MultipleOf<N extends number> = SchemaTag<"multipleOf", N>;
export type MinItems<N extends number> = SchemaTag<"minItems", N>;
export type MaxItems<N extends number> = SchemaTag<"maxItems", N>;
export type UniqueItems = SchemaTag<"uniqueItems", true>;
/** A whole number: the schema's `type` becomes `"integer"`. */
export type Int = SchemaTag<"type", "integer">;
export type Description<S extends string> = SchemaTag<"description", S>;
export type Title<S extends string> = SchemaTag<"title", S>;
/** A default value, written as a type: `Default<"celsius">`, `Default<10>`, `Default<["a", "b"]>`. */
export type Default<V> = SchemaTag<"default", V>;
