import type { TypeConverter } from "../context.js";
import { AnyConverter } from "./any.js";
import { ArrayConverter } from "./array.js";
import { ArrayLikeConverter } from "./array-like.js";
import { DateConverter } from "./date.js";
import { EmptyObjectConverter } from "./empty-object.js";
import { EnumConverter } from "./enum.js";
import { IntersectionConverter } from "./intersection.js";
import { LiteralConverter } from "./literal.js";
import { NamedConverter } from "./named.js";
import { ObjectConverter } from "./object.js";
import { PrimitiveConverter } from "./primitive.js";
import { TemplateLiteralConverter } from "./template-literal.js";
import { ToJsonConverter } from "./to-json.js";
import { TupleConverter } from "./tuple.js";
import { TypeParameterConverter } from "./type-parameter.js";
import { UnionConverter } from "./union.js";
import { UnresolvedConverter } from "./unresolved.js";
import { UnknownTypeConverter, UnsupportedConverter } from "./unsupported.js";
import { WrapperConverter } from "./wrappers.js";

export const named = new NamedConverter();

/**
 * Tried in order; the first that supports a type converts it. What JSON cannot carry is caught
 * before a named type gets a definition, after the lib interfaces JSON carries though they have
 * methods (`String`; `Iterable<T>`, an array as an argument); in a result, a type JSON writes through its
 * `toJSON()` is let through to a definition of its own, whose body is what the `toJSON()` returns;
 * specific shapes (Date, arrays, tuples) come before the general object converter. Adding a type family is adding a file and a line here.
 */
export const chain: readonly TypeConverter[] = [
  new UnresolvedConverter(),
  new AnyConverter(),
  new TypeParameterConverter(),
  new WrapperConverter(),
  new ArrayLikeConverter(),
  new UnsupportedConverter(),
  named,
  new ToJsonConverter(),
  new PrimitiveConverter(),
  new LiteralConverter(),
  new EnumConverter(),
  new TemplateLiteralConverter(),
  new DateConverter(),
  new ArrayConverter(),
  new TupleConverter(),
  new UnionConverter(),
  new IntersectionConverter(),
  new EmptyObjectConverter(),
  new ObjectConverter(),
];

export const fallback = new UnknownTypeConverter();
