import type { JsonSchema, JsonSchemaObject, JsonTypeName } from "../../src/json-schema.js";
import { DATE_FORMATS } from "../../src/registry/date-time-value.js";
import { WalkPlan } from "../../src/registry/date-walk.js";
import { ANNOTATION_KEYWORDS } from "../../src/validator/schema-structure.js";
import type { Diagnostic } from "../diagnostics.js";
import type { PipelineCode } from "../codes.js";
import { isDateSchema } from "../convert/date-marks.js";
import type { RegisteredTool } from "../discover/index.js";
import { schemaSyntaxAt } from "../discover/schema-literal.js";
import { diagnosticAt } from "../source-location.js";
import { admitsNoObject, admitsNoValue, branchesMeetingNoOther, pairByDiscriminator, type DiscriminatedBranches } from "./discriminated-branches.js";
import { EVERY_JSON_TYPE, admitsAnyValue, describeTypes, followRef, followRefs, jsonTypesOf, sharedTypes, typesFit, type FollowedRefs, type Located, type Written } from "./json-types.js";
import { sharedLiterals, unnarrowedAgainstLiterals, untakenLiterals } from "./literal-values.js";
import { itemsIsSchema, itemsSaidByLayers, lengthBounds, untakenLength } from "./array-lengths.js";
import { additionalSchema, keySchemas, matchingPatterns, namedKeys, patternsMatching, requiredKeys } from "./object-keys.js";
import { layersMayRefuseKey, mayRefuseKey } from "./key-refusals.js";
import { mayRequireKey } from "./key-requirements.js";
import { keyMatching, keyMatchingNoPattern, ordinaryKeyMatchingNoPattern } from "./pattern-key.js";
import { saysDefault } from "./says-default.js";

/**
 * The keywords beside a `$ref` that say nothing of the values it admits, the validator's annotations
 * (and the `$ref` itself, or a `$dynamicRef`): a target reached with only these beside its `$ref`s is
 * compared once, one reached with others (`enum`, `type`, `items`) again.
 */
const ANNOTATIONS_BESIDE_REF: ReadonlySet<string> = new Set(["$ref", "$dynamicRef", ...ANNOTATION_KEYWORDS]);

export interface HandlerFit {
  diagnostics: Diagnostic[];
  /** Where the handler takes a `Date`: JSON Pointers to the schema's date-time (or date) subschemas there. */
  dates: string[];
}

/**
 * Compares a `registerTool` tool's hand-written `parameters` schema with the schema of its
 * handler's parameter type, recursively through object properties, record values, the values of
 * the keys a pattern matches (see `comparePatternKeys`), array items and tuple positions, nullable
 * objects and arrays, an object's `allOf` branches and an `anyOf`/`oneOf`'s one object or array
 * branch, the keywords beside a `$ref` and a `$dynamicRef`'s target (where certain) included, each
 * branch of a discriminated union of objects with the handler's branch of the same discriminator
 * value (see `pairByDiscriminator`), and each branch of an object's `anyOf`, and each of a `oneOf`'s
 * whose values meet no other branch, with the handler's one object type (see `compareWithObject`).
 * A value defined in several of these places (beside a `$ref` and in its target, in two `allOf`
 * branches) meets every definition, and is compared once with what they admit together; a key that
 * another keyword may refuse or narrow (`propertyNames`, `not`, `if`: see `mayRefuseKey`), or
 * require (see `mayRequireKey`), is left to it, as are the keys beside a schema this cannot follow.
 * It reports a property the handler lacks (GT3001), one it requires that the schema does not
 * define (GT3002) or does not require (GT3003), and a JSON type the handler does not accept
 * (GT3004), a `Date` included, which only a date-time (or date) string the runtime reaches becomes,
 * and an `enum` or `const` value its literal types do not take (GT3004). Each is an error at the
 * schema's own syntax, so the fix is where the diagnostic points.
 */
export function checkSchemaMatchesHandler(tool: RegisteredTool, handlerSchema: JsonSchemaObject, root: string): HandlerFit {
  const comparison = new HandlerComparison(tool, handlerSchema, root);
  const handlerTypes = jsonTypesOf(handlerSchema, handlerSchema);
  if (handlerTypes === null) return { diagnostics: comparison.diagnostics, dates: [] };
  if (!handlerTypes.has("object")) {
    comparison.report("", "GT3004", `the handler's argument is ${describeTypes(handlerTypes)}, but tools receive an object`);
    return { diagnostics: comparison.diagnostics, dates: [] };
  }
  comparison.compareArguments();
  return { diagnostics: comparison.diagnostics, dates: comparison.checkedDates() };
}

/**
 * How many `anyOf` (and `oneOf`) branches one tool's comparison goes into (see `compareWithObject`):
 * unions nested in each other's branches make 2^depth ways through, which took minutes at 20
 * levels. Hand-written schemas use a few dozen at most.
 */
const UNION_BRANCHES = 512;

/**
 * How many `patternProperties` entries of one object (its layers' together) have their values
 * compared (see `comparePatternKeys`): each key made up is tested against every pattern of the
 * object, so comparing them all grows with the square of their number (5,000 took some 10 s).
 * Hand-written schemas have a handful.
 */
const PATTERN_KEYS = 128;

/**
 * How many times one object's keys are tested against its patterns to find the schemas of their
 * values (see `keySchemas`): each of P properties is tested against each of Q patterns, which took
 * some 1.1 s for 2,000 of each and 8.7 s for 4,000. Hand-written schemas make a few thousand tests.
 */
const PATTERN_TESTS = 1_000_000;

/** One tool's comparison: what it reported, and the `Date` locations it found on the way. */
class HandlerComparison {
  readonly diagnostics: Diagnostic[] = [];
  /** The hand-written `parameters` schema. */
  private readonly hand: JsonSchemaObject;
  /** Where the handler takes a `Date`: the date-time schema's pointer, and the path of one value there. */
  private readonly dates = new Map<string, string>();
  /** Date-time schemas where the handler takes a string instead, by the path of that string. */
  private readonly texts = new Map<string, string>();
  /**
   * Each subschema of the schema (with the keywords beside the `$ref`s that reach it) against each
   * of the handler's once: a recursive type reaches itself again.
   */
  private readonly compared = new Map<string, Set<JsonSchemaObject>>();
  /** Union branches `compareWithObject` may still go into: each nested union multiplies the ways through. */
  private unionBranchesLeft = UNION_BRANCHES;
  /**
   * Said after each diagnostic while the values of keys no pattern matches are compared: which key
   * is one (see `compareOtherKeys`), since `*` alone reads as every key.
   */
  private otherKeysNote = "";

  constructor(
    private readonly tool: RegisteredTool,
    private readonly handlerSchema: JsonSchemaObject,
    private readonly root: string,
  ) {
    this.hand = tool.parameters.value;
  }

  /**
   * An error at the schema's syntax at `pointer`. (A union's own keywords, compared with each of the
   * handler's branches, may say a mismatch twice: the pipeline keeps one of each diagnostic.)
   */
  report(pointer: string, code: PipelineCode, message: string): void {
    const at = schemaSyntaxAt(this.tool.parameters, pointer) ?? this.tool.node;
    this.diagnostics.push(diagnosticAt(this.root, at, code, "error", `tool '${this.tool.name}': ${message}${this.otherKeysNote}`));
  }

  /** The arguments' object against the handler's parameter type. */
  compareArguments(): void {
    const top = followRefs(this.handlerSchema, this.handlerSchema, "")?.schema;
    // A schema whose properties are behind a root `$ref` (`{ type: "object", $ref: "#/$defs/Args" }`) has them there.
    const args = followRefs(this.hand, this.hand, "") ?? { schema: this.hand, pointer: "", via: [] };
    this.compareObjectsOf(layersFor([args], "object", this.hand), typeof top === "object" ? top : this.handlerSchema, "");
  }

  /**
   * The `Date` locations found, once those the runtime would not make a `Date` at, or where the
   * handler also takes a string, are reported.
   */
  checkedDates(): string[] {
    for (const at of unreachedDates(this.hand, [...this.dates.keys()])) {
      this.report(at, "GT3004", `property '${this.dates.get(at)}' is a Date in the handler's type, but the runtime makes Dates only where it reads the arguments through, and a $dynamicRef leads to this date-time schema: reach it by a $ref`);
      this.dates.delete(at);
    }
    // A `$defs` entry reached from two places is one subschema: the runtime makes a Date of it in both.
    for (const at of this.dates.keys()) {
      const path = this.texts.get(at);
      if (path !== undefined) this.report(at, "GT3004", `property '${path}' is a string in the handler's type, but its date-time schema is also where the handler takes a Date, so it gets a Date: take a Date there too, or give the two their own subschemas`);
    }
    return [...this.dates.keys()];
  }

  /**
   * `written` are the subschemas each value at `path` (`address.zip`, `items[]`) meets, where they
   * are written: a property's definitions in each of an object's layers, say, all of which apply.
   */
  private compare(written: readonly Written[], handler: JsonSchema, path: string): void {
    const followed = written.flatMap(({ schema, pointer }) => followRefs(schema, this.hand, pointer) ?? []);
    const h = followRefs(handler, this.handlerSchema, "")?.schema;
    if (followed.length !== written.length || typeof h !== "object" || this.comparedBefore(followed, h)) return;
    const sTypes = this.fittingTypes(written, h, path);
    // `true` has no keywords left to compare, and no value passes `false`.
    if (sTypes === undefined || followed.some(({ schema }) => schema === false)) return;
    // Each schema a value meets, by its own keywords: those beside each `$ref` on the way, and where it leads.
    const met = followed.flatMap(chainOf).map(({ schema, pointer }) => ({ schema: withoutRefs(schema), pointer }));
    // The values they admit, where one or more of them are literal sets.
    const literals = sharedLiterals(met, this.hand);
    if (this.literalsDiffer(met, literals, h, path)) return;
    this.noteDate(met, h, path, written[0]!.pointer);
    // A value that may be an object or an array, among other types (`type: ["object", "null"]`,
    // `anyOf: [{ type: "string" }, { $ref }]`), is compared inside as each: the others have nothing
    // inside. Inside a `$ref`'s target, pointers run from where it is: a path through the `$ref`
    // names no subschema. (`true`, met alone, has nothing inside to compare; nor, here, does a set of
    // literals, `const: { a: 1 }`, whose objects and arrays are not properties and items schemas.)
    if (met.length === 0 || literals !== undefined) return;
    if (sTypes.has("object")) this.compareObjectsOf(layersFor(followed, "object", this.hand), h, path);
    const shape = sTypes.has("array") ? shapeFor(h, "array", this.handlerSchema) : undefined;
    if (shape !== undefined) this.compareArrays(layersFor(followed, "array", this.hand), shape, path);
  }

  /** Whether these schemas were compared with `h` before; they are now. */
  private comparedBefore(followed: readonly FollowedRefs[], h: JsonSchemaObject): boolean {
    const key = comparisonKey(followed);
    const against = this.compared.get(key) ?? new Set();
    if (against.has(h)) return true;
    this.compared.set(key, against.add(h));
    return false;
  }

  /**
   * The JSON types a value that meets all of `written` has, where the handler's `h` takes them all;
   * `undefined` where it does not (reported) or this cannot tell.
   */
  private fittingTypes(written: readonly Written[], h: JsonSchemaObject, path: string): ReadonlySet<JsonTypeName> | undefined {
    // Of each schema as written: keywords beside a `$ref` narrow what its target admits.
    const typesEach = written.map(({ schema, pointer }) => jsonTypesOf(schema, this.hand, pointer));
    const hTypes = jsonTypesOf(h, this.handlerSchema);
    if (!typesEach.every((types) => types !== null) || hTypes === null) return undefined;
    const sTypes = typesEach.reduce(sharedTypes);
    if (typesFit(sTypes, hTypes)) return sTypes;
    // At the first that says a type: the others admit what it does, or more.
    const at = written[typesEach.findIndex((types) => !admitsAnyValue(types))] ?? written[0]!;
    this.report(`${at.pointer}/${typeKeyword(at.schema)}`, "GT3004", `property '${path}' ${typeMismatch(sTypes, hTypes)}`);
    return undefined;
  }

  /**
   * Whether the handler's literal types do not take what the schemas `met` admit (reported);
   * `literals` are the values they admit (see `sharedLiterals`).
   */
  private literalsDiffer(met: readonly Located[], literals: ReadonlyMap<string, string> | undefined, h: JsonSchemaObject, path: string): boolean {
    const untaken = literals === undefined ? undefined : untakenLiterals(literals, h, this.handlerSchema);
    if (untaken !== undefined) {
      this.report(untaken.at, "GT3004", `property '${path}' is ${untaken.schema} in the schema but ${untaken.handler} in the handler's type, which does not take ${untaken.untaken}`);
      return true;
    }
    const unnarrowed = unnarrowedAgainstLiterals(
      met.map(({ schema }) => schema),
      h,
      this.handlerSchema,
    );
    if (unnarrowed === undefined) return false;
    this.report(`${met[unnarrowed.index]!.pointer}/type`, "GT3004", `property '${path}' is ${unnarrowed.schema} in the schema but ${unnarrowed.handler} in the handler's type, which takes no other: list them in the schema's enum`);
    return true;
  }

  /** Where the handler takes a `Date`, the date-time schema among `met` (GT3004 at `pointer` where there is none); where it takes a string, that one is a text. */
  private noteDate(met: readonly Located[], h: JsonSchemaObject, path: string, pointer: string): void {
    const dateAt = met.map(({ schema, pointer: at }) => dateLocation(schema, at)).find((at) => at !== undefined);
    if (takesDate(h)) {
      if (dateAt !== undefined) this.dates.set(dateAt, this.dates.get(dateAt) ?? path);
      else this.report(pointer, "GT3004", `property '${path}' is a Date in the handler's type, which only a date-time (or date) string becomes: add format: "date-time" to its schema`);
    } else if (dateAt !== undefined) this.texts.set(dateAt, path);
  }

  /**
   * The object's layers against the handler's object schema; where the handler takes objects of
   * several schemas (`Circle | Square`), see `compareBranches`.
   */
  private compareObjectsOf(found: Layers, h: JsonSchemaObject, path: string): void {
    const shape = shapeFor(h, "object", this.handlerSchema);
    if (shape === undefined) this.compareBranches(found, h, path);
    else this.compareWithObject(found, shape, path);
  }

  /**
   * Where the handler takes objects of several schemas (`Circle | Square`): each branch of the
   * layers' discriminated `anyOf`/`oneOf` of objects (see `discriminatedUnion`), with the other
   * layers, against the handler's branch of its discriminator value.
   */
  private compareBranches({ layers, complete, unions }: Layers, h: JsonSchemaObject, path: string): void {
    const shapes = objectShapes(h, this.handlerSchema);
    const found = shapes === undefined ? undefined : this.discriminatedUnion(layers, unions, shapes);
    if (shapes === undefined || found === undefined) return;
    const { paired, branches, others, oneOf } = found;
    const discriminator = propertyPath(path, paired.key);
    const apart = oneOf ? branchesMeetingNoOther(layers, branches.map((branch) => branch.layers), this.hand) : undefined;
    for (const [i, pair] of paired.pairs.entries()) {
      // No argument meets it, or may (a key it requires may be refused): what it says, the handler need not take.
      if (pair === "unreached" || admitsNoObject([...layers, ...branches[i]!.layers], this.hand) || mayRefuseBranch(layers, branches[i]!.layers, this.hand)) continue;
      if ("untaken" in pair) {
        const { value, at } = pair.untaken;
        this.report(at, "GT3004", `property '${discriminator}' is ${value} in the schema but ${paired.taken} in the handler's type, which does not take ${value}`);
        continue;
      }
      const branch = branches[i]!;
      // The union's own properties are compared with the branch's definitions of them, except where
      // another handler branch has the property (`side`, where this one is a circle): the union's
      // properties are the handler's union's, which has it.
      const otherBranchKeys = new Set(shapes.flatMap((shape) => Object.keys(shape.properties ?? {})).filter((key) => !Object.hasOwn(pair.shape.properties ?? {}, key)));
      const outer = layers.map((layer) => withoutProperties(layer, otherBranchKeys));
      // A oneOf's value that lacks the discriminator is an argument only where it meets no other
      // branch: certainly where none of this branch's values does (each other branch requires the
      // discriminator, say); elsewhere it is taken to have it.
      const lacking = apart === undefined || apart[i]!;
      const present = lacking ? [] : [{ schema: { required: [paired.key] }, pointer: branch.layers[0]!.pointer }];
      this.compareWithObject({ layers: [...present, ...outer, ...branch.layers], complete: complete && branch.complete, unions: [...others, ...branch.unions] }, pair.shape, path);
    }
  }

  /**
   * The object's layers against the handler's one object type `h` (see `compareObjects`); where they
   * leave one `anyOf` of objects, each of its branches with them instead (and so on into a branch's
   * own `anyOf`). A value that meets the layers and any one branch is an argument, so what each branch
   * admits the handler must take. A `oneOf`'s value must meet no other branch: its branches none of
   * whose values meets another (see `branchesMeetingNoOther`) are compared so, and where others are
   * left, the keywords beside the branches too. A branch that requires a key a keyword may refuse
   * (see `mayRefuseBranch`) is left as one no argument may meet.
   */
  private compareWithObject(found: Layers, h: JsonSchemaObject, path: string): void {
    // No argument meets them: what they say, the handler need not take.
    if (admitsNoObject(found.layers, this.hand)) return;
    const [union, ...more] = found.unions;
    const branches = union !== undefined && more.length === 0 ? this.branchLayers(union, new Set(found.layers.map((layer) => layer.pointer))) : undefined;
    const oneOf = union !== undefined && isOneOf(union);
    const apart = branches === undefined || !oneOf ? undefined : branchesMeetingNoOther(found.layers, branches.map((branch) => branch.layers), this.hand);
    const alone = (branches ?? []).filter((branch, i) => !mayRefuseBranch(found.layers, branch.layers, this.hand) && (apart === undefined || apart[i]!));
    // Past the budget, the keywords beside the branches only: lenient, and it ends.
    if (alone.length === 0 || alone.length > this.unionBranchesLeft) return this.compareObjects(found, h, path);
    if (alone.length < branches!.length) this.compareObjects(found, h, path);
    this.unionBranchesLeft -= alone.length;
    for (const branch of alone) this.compareWithObject({ layers: [...found.layers, ...branch.layers], complete: found.complete && branch.complete, unions: branch.unions }, h, path);
  }

  /**
   * The one of `unions` whose branches pair with the handler's `shapes` by a discriminator (see
   * `pairByDiscriminator`), with its branches' layers and the unions left beside it; `undefined` where
   * none does, or one of the others may narrow its discriminator, which might leave a branch that
   * no argument meets.
   */
  private discriminatedUnion(layers: readonly Located[], unions: readonly Union[], shapes: readonly JsonSchemaObject[]): { paired: DiscriminatedBranches; branches: Layers[]; others: Union[]; oneOf: boolean } | undefined {
    const seen = new Set(layers.map((layer) => layer.pointer));
    for (const [u, union] of unions.entries()) {
      const branches = this.branchLayers(union, seen);
      const paired = branches === undefined ? undefined : pairByDiscriminator(branches.map((branch) => branch.layers), layers, this.hand, shapes, this.handlerSchema);
      const others = unions.filter((_, other) => other !== u);
      if (branches === undefined || paired === undefined || others.some((other) => unionNarrows(other, (layer) => narrowsKey(layer, paired.key, this.hand), this.hand))) continue;
      return { paired, branches, others, oneOf: isOneOf(union) };
    }
    return undefined;
  }

  /** Each branch's layers (see `layersFor`), beyond those `seen`; `undefined` where one is no object schema. */
  private branchLayers(union: Union, seen: ReadonlySet<string>): Layers[] | undefined {
    const branches: Layers[] = [];
    for (const { branch, pointer } of union) {
      const followed = followRefs(branch, this.hand, pointer);
      if (typeof followed?.schema !== "object") return undefined;
      branches.push(layersFor([followed], "object", this.hand, seen));
    }
    return branches;
  }

  /**
   * The array's layers (see `layersFor`) against the handler's array schema: each tuple position of
   * either side (up to the most items the layers admit) against the handler's (or its rest
   * elements), then the rest against its rest. Each value meets every layer: at a position beyond a
   * layer's `prefixItems`, its `items`, compared only where the layers admit an item past them (not
   * `maxItems: 0`). An item none of them narrows is any value (`type: "array"` alone), compared as
   * `true` at the array's `type`, where the layers say all there is of the items: they are
   * `complete`, no `unions` are left, and no other keyword may narrow them (see `itemsSaidByLayers`).
   * There, too, lengths the handler's tuple does not take are GT3004 (see `untakenLength`).
   */
  private compareArrays({ layers, complete, unions }: Layers, h: JsonSchemaObject, path: string): void {
    const items = ({ schema, pointer }: Located): Written[] => (schema.items === undefined || !itemsIsSchema(schema) ? [] : [{ schema: schema.items, pointer: `${pointer}/items` }]);
    const array = typedLayer(layers);
    const certain = complete && unions.length === 0 && itemsSaidByLayers(layers);
    const bounds = lengthBounds(layers);
    const untaken = certain ? untakenLength(bounds, h) : undefined;
    if (untaken !== undefined) this.report(`${array.pointer}/type`, "GT3004", `property '${path}' is ${untaken.schema} in the schema but ${untaken.handler} in the handler's type: add ${untaken.fix}`);
    const anyItem: Written[] = certain ? [{ schema: true, pointer: array.pointer }] : [];
    const written = (each: Written[]): Written[] => (each.length > 0 ? each : anyItem);
    const positions = Math.min(bounds.max, Math.max(0, ...[...layers.map(({ schema }) => schema), h].map(({ prefixItems }) => prefixItems?.length ?? 0)));
    for (let i = 0; i < positions; i++) {
      const handlerItem = h.prefixItems?.[i] ?? h.items;
      const atPosition = written(
        layers.flatMap((layer) => {
          const item = layer.schema.prefixItems?.[i];
          return item === undefined ? items(layer) : [{ schema: item, pointer: `${layer.pointer}/prefixItems/${i}` }];
        }),
      );
      if (handlerItem !== undefined && atPosition.length > 0) this.compare(atPosition, handlerItem, `${path}[${i}]`);
    }
    const rest = bounds.max > positions ? written(layers.flatMap(items)) : [];
    if (rest.length > 0 && h.items !== undefined) this.compare(rest, h.items, `${path}[]`);
  }

  /**
   * The values of the keys each `patternProperties` entry of the object's layers matches, against
   * the handler's index signature for them, by one such key (see `keyMatching`): one that neither
   * side names, that the handler has an index signature for (one without is not told that it lacks
   * the keys, as for `additionalProperties`) and that no other keyword refuses (see `mayRefuseKey`:
   * `x-0` where `propertyNames: { pattern: "^x-[0-9]+$" }` refuses `x-a`). Its value meets the
   * schemas that key has (see `keySchemas`), compared where a property of that name would be (see
   * `keyCompared`: not where a keyword may narrow it, a `not` that may turn on it). Of the first
   * `PATTERN_KEYS` entries only, each key against them all. `schemas` are the layers' schemas, and
   * `unnamed` tells the keys neither side names that no keyword refuses (see `unnamedUnrefused`).
   */
  private comparePatternKeys(found: Layers, schemas: readonly JsonSchemaObject[], h: JsonSchemaObject, path: string, unnamed: (key: string) => boolean): void {
    // Beside a schema this cannot follow no key's value is compared (see `unrefusedKeyCompared`): no key is made up.
    if (!found.complete) return;
    const usable = (key: string): boolean => unnamed(key) && handlerValue(h, key) !== undefined;
    const entries = patternSetsOf(schemas).flatMap((patterns) => Object.keys(patterns).map((pattern) => ({ pattern, patterns })));
    // Past the budget, the rest are left uncompared: lenient, and the cost grows with the patterns, not their square.
    for (const { pattern, patterns } of entries.slice(0, PATTERN_KEYS)) {
      const key = keyMatching(pattern, patterns, usable);
      if (key === undefined) continue;
      const written = keySchemas(found.layers, key);
      // `usable` let the key through only where no keyword refuses it: what is left to ask is of its value.
      if (this.unrefusedKeyCompared(key, written, found)) this.compare(written, handlerValue(h, key)!, propertyPath(path, `/${pattern}/`));
    }
  }

  /**
   * Whether the value of an object's `key`, which meets `written` (see `keySchemas`), is compared:
   * not where another keyword of one of the object's `layers` may refuse it or narrow it (see
   * `mayRefuseKey`; `required` are the layers' required keys), nor where `unrefusedKeyCompared` says not.
   */
  private keyCompared(key: string, written: readonly Written[], found: Layers, required: ReadonlySet<string>): boolean {
    return !layersMayRefuseKey(found.layers, key, required, this.hand) && this.unrefusedKeyCompared(key, written, found);
  }

  /**
   * Whether the value of an object's `key` that no keyword refuses, which meets `written`, is
   * compared: not where no argument has it (`additionalProperties: false` in an `allOf` branch that
   * does not name it), nor where a schema this cannot follow may refuse it (where the layers are not
   * `complete`: an uncertain `$dynamicRef`'s target), nor where each branch of one of its `unions`
   * may narrow it.
   */
  private unrefusedKeyCompared(key: string, written: readonly Written[], { complete, unions }: Layers): boolean {
    return complete && !admitsNoValue(written, this.hand) && !unions.some((union) => unionNarrows(union, (layer) => narrowsKey(layer, key, this.hand), this.hand));
  }

  /**
   * A key that an object meeting `layers` may have, that neither they nor the handler's `h` name,
   * and no pattern of either side matches (see `keyMatchingNoPattern`), which no keyword beside them
   * refuses (see `mayRefuseKey`): its value meets each layer's `additionalProperties`, and the
   * handler's are what it takes there. None where a pattern matches every key (`""`), or may, nor
   * where a schema this cannot follow may refuse it (the layers are not `complete`). `schemas` are
   * the layers' schemas, and `unnamed` as for `comparePatternKeys`.
   */
  private otherKey(complete: boolean, schemas: readonly JsonSchemaObject[], h: JsonSchemaObject, unnamed: (key: string) => boolean): string | undefined {
    return complete ? keyMatchingNoPattern(patternSetsOf([...schemas, h]), unnamed) : undefined;
  }

  /**
   * The values `written` of the keys neither side names against the handler's `hOthers`, at `path`
   * (`tags.*`). Where patterns take some keys, each diagnostic names `key`, one they leave: `*`
   * alone reads as every key, where `^.*$` leaves only keys with a line break.
   */
  private compareOtherKeys(written: readonly Written[], hOthers: JsonSchema, path: string, key: string, patterned: boolean): void {
    const outer = this.otherKeysNote;
    if (patterned) this.otherKeysNote += ` (${path}: a key no pattern matches, such as '${shownKey(key)}')`;
    this.compare(written, hOthers, path);
    this.otherKeysNote = outer;
  }

  /**
   * Where the layers' patterns leave an ordinary key (see `ordinaryKeyMatchingNoPattern`) that no
   * keyword refuses (`unnamed`) and no `additionalProperties` narrows, its value may be any: the
   * handler's `hOthers` (its index signature's values, `h`'s) must take every one. Reported at the
   * `patternProperties` of `patterned`, naming the key; `schemas` are the layers' schemas.
   */
  private compareUnmatchedKey(patterned: Located, schemas: readonly JsonSchemaObject[], h: JsonSchemaObject, hOthers: JsonSchema, unnamed: (key: string) => boolean, path: string): void {
    const key = ordinaryKeyMatchingNoPattern(patternSetsOf([...schemas, h]), unnamed);
    if (key === undefined) return;
    const hTypes = jsonTypesOf(followRefs(hOthers, this.handlerSchema, "")?.schema, this.handlerSchema);
    if (hTypes === null || typesFit(EVERY_JSON_TYPE, hTypes)) return;
    const mismatch = typeMismatch(EVERY_JSON_TYPE, hTypes);
    this.report(`${patterned.pointer}/patternProperties`, "GT3004", `property '${path}': a key such as '${key}' matches no pattern and ${mismatch}: add additionalProperties: false, or a schema for such keys`);
  }

  /**
   * Whether a key is one that neither `layers` (whose schemas are `schemas`) nor the handler's `h`
   * name, and that no keyword of `layers` may refuse (see `mayRefuseKey`; `required` are their
   * required keys).
   */
  private unnamedUnrefused(layers: readonly Located[], schemas: readonly JsonSchemaObject[], h: JsonSchemaObject, required: ReadonlySet<string>): (key: string) => boolean {
    const named = namedKeys([...schemas, h]);
    return (key) => !named.has(key) && !layersMayRefuseKey(layers, key, required, this.hand);
  }

  /**
   * `layers` are the object's schemas, which each of its values meets (see `layersFor`; and those
   * holding the `$ref`s that lead there): the `properties`, `required` and `additionalProperties`
   * of each are the object's. Unless they are `complete` and no `unions` are left, `anyOf`/`oneOf`
   * branches beyond them may define and require more, so what the handler requires is not looked
   * for; and where each branch of one of the `unions` may narrow a value (see `unionNarrows`), what
   * the layers admit there is more than the value has, so it is not compared.
   */
  private compareObjects(found: Layers, h: JsonSchemaObject, path: string): void {
    const { layers, complete, unions } = found;
    const hProps = h.properties ?? {};
    const sRequired = requiredKeys(layers);
    // A handler's `unknown`, `{}` or `object` says nothing of properties: it takes any. (An object
    // `additionalProperties` is compared with below.)
    const saysNothing = h.properties === undefined && h.patternProperties === undefined && h.additionalProperties === undefined;
    const handlerIsOpen = saysNothing || h.additionalProperties === true;
    const inner = (key: string): string => propertyPath(path, key);
    const where = (key: string): string => `property '${inner(key)}'`;
    // Each property's schemas, its definitions first (see `keySchemas`): its values meet them all.
    // Past the budget (see `PATTERN_TESTS`), a key's are not looked for: it is left uncompared, lenient.
    const schemas = layers.map(({ schema }) => schema);
    let keysLeft = keysWithinPatternTests(schemas);
    const looked = new Map<string, Written[] | undefined>();
    const schemasOf = (key: string): Written[] | undefined => {
      if (!looked.has(key)) looked.set(key, keysLeft-- > 0 ? keySchemas(layers, key) : undefined);
      return looked.get(key);
    };
    const handlerRequired = complete && unions.length === 0 ? (h.required ?? []) : [];
    // The keys the handler requires first: what is wrong there is an error (GT3002, GT3003), not a value left uncompared.
    for (const key of handlerRequired) schemasOf(key);
    const names = namedKeys(schemas);
    const defined = new Map([...names].map((key) => [key, schemasOf(key)]));
    for (const [key, written] of defined) {
      if (written === undefined || !this.keyCompared(key, written, found, sRequired)) continue;
      const hValue = handlerValue(h, key);
      if (hValue !== undefined) this.compare(written, hValue, inner(key));
      else if (!handlerIsOpen) this.report(written[0]!.pointer, "GT3001", `the schema defines ${where(key)}, which the handler's parameter type lacks`);
    }
    const unnamed = this.unnamedUnrefused(layers, schemas, h, sRequired);
    this.comparePatternKeys(found, schemas, h, path, unnamed);
    // The values of the other keys, a record's (`Record<string, V>`), where an argument may have one:
    // any value where the layers say nothing of keys they do not name (`type: "object"` alone),
    // compared as `true` at its `type`; beside patterns alone, any value at an ordinary key they leave.
    const said = layers.flatMap(additionalSchema);
    const patterned = layers.find(({ schema }) => schema.patternProperties !== undefined);
    const othersNarrowed = unions.some((union) => unionNarrows(union, narrowsOtherKeys, this.hand));
    const hOthers = h.additionalProperties;
    if (typeof hOthers === "object" && !othersNarrowed) {
      if (said.length > 0 || patterned === undefined) {
        const otherValues: Written[] = said.length > 0 ? said : [{ schema: true, pointer: typedLayer(layers).pointer }];
        const key = this.otherKey(complete, schemas, h, unnamed);
        if (key !== undefined) this.compareOtherKeys(otherValues, hOthers, inner("*"), key, patternSetsOf([...schemas, h]).length > 0);
      } else if (complete) this.compareUnmatchedKey(patterned, schemas, h, hOthers, unnamed, inner("*"));
    }
    // A property the schema lacks goes in the innermost `properties` (a nullable object's branch's).
    const { pointer } = layers.findLast((layer) => layer.schema.properties !== undefined) ?? layers.at(-1)!;
    for (const key of handlerRequired) {
      const written = schemasOf(key);
      if (written === undefined) continue;
      // Nothing defines it, or only a layer's `additionalProperties: false`, which leaves it out.
      if (written.every(({ schema }) => schema === false)) this.report(`${pointer}/properties`, "GT3002", `the handler requires ${where(key)}, which the schema does not define`);
      else if (admitsNoValue(written, this.hand)) this.report((written.find(({ schema }) => schema === false) ?? written[0]!).pointer, "GT3002", `the handler requires ${where(key)}, but no value there meets the schema`);
      else {
        // A key `required` names but no `properties` does may still be defined, by a pattern or `additionalProperties`.
        if (!defined.has(key) && hProps[key] !== undefined && this.keyCompared(key, written, found, sRequired)) this.compare(written, hProps[key], inner(key));
        // Another keyword may require it (`dependentRequired` on a required key): every argument may have it.
        if (!sRequired.has(key) && !layers.some((layer) => mayRequireKey(layer, key, this.hand))) {
          // A `default` there reads as if the key were filled in, but the runtime validates and never fills.
          const fill = written.some((value) => saysDefault(value, this.hand))
            ? ", and the runtime fills in no default, so a call without it reaches the handler without it: list it in required, or make it optional in the handler's type and apply the default there"
            : "";
          this.report(written[0]!.pointer, "GT3003", `the handler requires ${where(key)}, but the schema does not list it in required${fill}`);
        }
      }
    }
  }
}

/**
 * Those of `dates` that the runtime does not reach (`WalkPlan`): it makes a Date only where it reads
 * the arguments through, which a `$dynamicRef` is not, so the handler would get the string.
 */
function unreachedDates(schema: JsonSchemaObject, dates: readonly string[]): string[] {
  if (dates.length === 0) return [];
  const plan = new WalkPlan(schema, dates);
  plan.at(schema, "");
  return dates.filter((at) => !plan.reached.has(at));
}

/**
 * How the schema's types differ from the handler's: `is number in the schema but string in the
 * handler's type`; for a schema with no type-narrowing keyword, what the handler does not take.
 */
function typeMismatch(sTypes: ReadonlySet<JsonTypeName>, hTypes: ReadonlySet<JsonTypeName>): string {
  if (!admitsAnyValue(sTypes)) return `is ${describeTypes(sTypes)} in the schema but ${describeTypes(hTypes)} in the handler's type`;
  const untaken = [...EVERY_JSON_TYPE].filter((t) => !typesFit(new Set([t]), hTypes));
  const handler = untaken.length === 1 ? `the handler's type does not take ${untaken[0]}` : `only ${describeTypes(hTypes)} in the handler's type`;
  return `admits any JSON value in the schema but ${handler}`;
}

/**
 * The handler's schema for its values of `type`: `h` itself, or the one `anyOf`/`oneOf` branch that
 * takes them (`Point | null`); `undefined` when none does, or several do (which one a value meets is
 * not for this check to tell).
 */
function shapeFor(h: JsonSchemaObject, type: JsonTypeName, root: JsonSchemaObject): JsonSchemaObject | undefined {
  const branches = h.anyOf ?? h.oneOf;
  if (branches === undefined) return jsonTypesOf(h, root)?.has(type) === true ? h : undefined;
  const taking = branches.flatMap((branch) => {
    const b = followRefs(branch, root, "")?.schema;
    return typeof b === "object" && jsonTypesOf(b, root)?.has(type) === true ? [b] : [];
  });
  return taking.length === 1 ? shapeFor(taking[0]!, type, root) : undefined;
}

/** The branches of an `anyOf` or `oneOf` that admit a value of some type, each with its JSON Pointer. */
type Union = { branch: JsonSchema; pointer: string }[];

/** Whether `union` holds a `oneOf`'s branches, whose values meet one alone, rather than an `anyOf`'s: its pointers say which. */
function isOneOf(union: Union): boolean {
  return union.some(({ pointer }) => /\/oneOf\/\d+$/.test(pointer));
}

interface Layers {
  layers: Located[];
  /** Whether every `$ref` and `$dynamicRef` on the way led somewhere this check follows. */
  complete: boolean;
  /** The `anyOf`s and `oneOf`s where several branches admit the values: which one a value meets, its layers do not say. */
  unions: Union[];
}

/**
 * The schema's subschemas that each of its values of `type` meets: those of each of `chains` (a
 * schema and those holding the `$ref`s that lead to it, see `followRefs`), and of each, its `allOf`
 * branches, the target of a `$dynamicRef` beside a `$ref` and the one `anyOf` or `oneOf` branch that
 * admits them (`Point | null`), through their `$ref`s and into their own branches. Where several
 * branches admit them (or may: one whose types this cannot tell), the branches are a union instead.
 * `seen` holds the pointers of schemas already among the layers: a `$ref` back to one adds nothing new.
 */
function layersFor(chains: readonly FollowedRefs[], type: JsonTypeName, root: JsonSchemaObject, seen: ReadonlySet<string> = new Set()): Layers {
  const found: Layers = { layers: [], complete: true, unions: [] };
  const reached = new Set(seen);
  const walk = ({ schema, pointer }: Located, end: boolean): void => {
    if (reached.has(pointer)) return;
    reached.add(pointer);
    found.layers.push({ schema, pointer });
    (schema.allOf ?? []).forEach((branch, i) => through(branch, `${pointer}/allOf/${i}`));
    // `followRefs` follows a `$dynamicRef` whose target is certain, but a `$ref` beside one instead:
    // so one that ends a chain is not certain, and a lone one before the end led to the next schema.
    if (Object.hasOwn(schema, "$dynamicRef") && (end || typeof schema.$ref === "string")) {
      const target = !end && typeof schema.$dynamicRef === "string" ? followRef(schema.$dynamicRef, root, pointer, new Set(), "$dynamicRef") : undefined;
      if (target === undefined) found.complete = false;
      else through(target.schema, target.pointer);
    }
    for (const keyword of ["anyOf", "oneOf"] as const) {
      const taking = (schema[keyword] ?? []).flatMap((branch, i) => {
        const at = `${pointer}/${keyword}/${i}`;
        return jsonTypesOf(branch, root, at)?.has(type) === false ? [] : [{ branch, pointer: at }];
      });
      if (taking.length === 1) through(taking[0]!.branch, taking[0]!.pointer);
      else if (taking.length > 1) found.unions.push(taking);
    }
  };
  const walkChain = ({ via, schema, pointer }: FollowedRefs): void => {
    via.forEach((holder) => walk(holder, false));
    if (typeof schema === "object") walk({ schema, pointer }, true);
  };
  const through = (branch: JsonSchema, pointer: string): void => {
    const followed = followRefs(branch, root, pointer);
    if (followed === undefined) found.complete = false;
    else walkChain(followed);
  };
  chains.forEach(walkChain);
  return found;
}

/**
 * Whether each branch of `union` may narrow some values of the object, as `narrows` says of a
 * schema a branch's values meet (its layers, see `layersFor`), or as a union of its own may: a value
 * meets one of the branches, so the schemas beside the union admit more than it has there. A
 * branch this cannot follow, or one it reaches again (a recursive schema), may.
 */
function unionNarrows(union: Union, narrows: (layer: Located) => boolean, root: JsonSchemaObject): boolean {
  // Each union's answer, where no branch reached again decided it, which leaves it the same on any
  // way there: nested unions whose branches share a `$defs` entry are reached 2^depth ways.
  const known = new Map<string, boolean>();
  const narrowed = (nested: Union, seen: ReadonlySet<string>): { narrows: boolean; reachedAgain: boolean } => {
    const key = nested.map(({ pointer }) => pointer).join(" ");
    const answer = known.get(key);
    if (answer !== undefined) return { narrows: answer, reachedAgain: false };
    let reachedAgain = false;
    const each = nested.every(({ branch, pointer }) => {
      if (seen.has(pointer)) return (reachedAgain = true);
      const found = branchObjectLayers(branch, pointer, root);
      if (found === undefined || !found.complete || found.layers.some(narrows)) return true;
      const inner = new Set([...seen, pointer]);
      return found.unions.some((deeper) => {
        const { narrows: answer, reachedAgain: again } = narrowed(deeper, inner);
        reachedAgain ||= again;
        return answer;
      });
    });
    if (!reachedAgain) known.set(key, each);
    return { narrows: each, reachedAgain };
  };
  return narrowed(union, new Set()).narrows;
}

/** Each `anyOf`/`oneOf` branch's object layers by its pointer, of each schema (see `branchObjectLayers`). */
const branchLayersOf = new WeakMap<JsonSchemaObject, Map<string, Layers | undefined>>();

/**
 * The layers (see `layersFor`) of the objects that meet the branch `branch` at `pointer` in `root`;
 * `undefined` where it is `false` or this cannot follow it. Worked out once: `unionNarrows` asks of
 * each branch for every property, and again for each way a shared `$defs` entry is reached by.
 */
function branchObjectLayers(branch: JsonSchema, pointer: string, root: JsonSchemaObject): Layers | undefined {
  let known = branchLayersOf.get(root);
  if (known === undefined) branchLayersOf.set(root, (known = new Map()));
  if (!known.has(pointer)) {
    const followed = followRefs(branch, root, pointer);
    known.set(pointer, followed === undefined || followed.schema === false ? undefined : layersFor([followed], "object", root));
  }
  return known.get(pointer);
}

/**
 * The handler's schema for the values of its object's `key`: its property, else its index
 * signature's, a template literal or number key's pattern that matches it or a string key's
 * `additionalProperties`; `undefined` where it has none.
 */
function handlerValue(h: JsonSchemaObject, key: string): JsonSchema | undefined {
  if (Object.hasOwn(h.properties ?? {}, key)) return h.properties![key];
  const patterns = h.patternProperties ?? {};
  const pattern = patternsMatching(patterns, key)[0];
  if (pattern !== undefined) return patterns[pattern];
  return typeof h.additionalProperties === "object" ? h.additionalProperties : undefined;
}

/**
 * Whether `layer` may narrow the value of its object's `key`: it defines it, or a pattern or its
 * `additionalProperties` does, or another keyword may refuse it (see `mayRefuseKey`; of the keys
 * it requires itself, as the others beside it are not known here).
 */
function narrowsKey(layer: Located, key: string, root: JsonSchemaObject): boolean {
  const { properties, additionalProperties } = layer.schema;
  const defines = Object.hasOwn(properties ?? {}, key) || matchingPatterns(layer, key).length > 0 || (additionalProperties !== undefined && additionalProperties !== true);
  return defines || mayRefuseKey(layer, key, requiredKeys([layer]), root);
}

/**
 * Whether a keyword of `beside` or of a union's `branch` (each by its layers) may refuse a key the
 * branch requires and `beside` does not (see `mayRefuseKey`): then no argument may meet the branch
 * (`propertyNames: { enum: ["size"] }` beside `anyOf: [..., { required: ["color"] }]`).
 */
function mayRefuseBranch(beside: readonly Located[], branch: readonly Located[], root: JsonSchemaObject): boolean {
  const layers = [...beside, ...branch];
  const required = requiredKeys(layers);
  const besideRequired = requiredKeys(beside);
  return [...requiredKeys(branch)].some((key) => !besideRequired.has(key) && layersMayRefuseKey(layers, key, required, root));
}

/** How many keys of an object whose schemas are `schemas` may have theirs looked for within `PATTERN_TESTS`: each is tested against all their patterns. */
function keysWithinPatternTests(schemas: readonly JsonSchemaObject[]): number {
  const patterns = patternSetsOf(schemas).reduce((count, set) => count + Object.keys(set).length, 0);
  return patterns === 0 ? Infinity : Math.floor(PATTERN_TESTS / patterns);
}

/** The `patternProperties` of each of `schemas` that has them. */
function patternSetsOf(schemas: readonly JsonSchemaObject[]): Record<string, JsonSchema>[] {
  return schemas.flatMap(({ patternProperties }) => (patternProperties === undefined ? [] : [patternProperties]));
}

/** Whether `layer` may narrow the values of keys its object's `properties` do not name. */
function narrowsOtherKeys({ schema }: Located): boolean {
  return schema.properties !== undefined || schema.patternProperties !== undefined || (schema.additionalProperties !== undefined && schema.additionalProperties !== true);
}

/**
 * The handler's object schemas where it takes objects of several (`Circle | Square | null`): those
 * of its `anyOf`/`oneOf` branches that take objects; `undefined` where one is no single object schema,
 * or which types one takes this cannot tell.
 */
function objectShapes(h: JsonSchemaObject, root: JsonSchemaObject): JsonSchemaObject[] | undefined {
  const shapes: JsonSchemaObject[] = [];
  for (const branch of h.anyOf ?? h.oneOf ?? []) {
    const b = followRefs(branch, root, "")?.schema;
    const types = typeof b === "object" ? jsonTypesOf(b, root) : null;
    if (typeof b !== "object" || types === null) return undefined;
    if (!types.has("object")) continue;
    const shape = shapeFor(b, "object", root);
    if (shape === undefined) return undefined;
    shapes.push(shape);
  }
  return shapes;
}

/**
 * What a comparison is told apart by: each schema's pointer, with those of the `$ref`s on the way
 * that have keywords beside them other than annotations (`ANNOTATIONS_BESIDE_REF`).
 */
function comparisonKey(followed: readonly FollowedRefs[]): string {
  const narrowing = (holder: Located): boolean => Object.keys(holder.schema).some((keyword) => !ANNOTATIONS_BESIDE_REF.has(keyword));
  return JSON.stringify(followed.map(({ via, pointer }) => [...via.filter(narrowing).map((v) => v.pointer), pointer]));
}

/** The schemas a `$ref` chain passes (see `followRefs`), and its end, unless that is `true` or `false`. */
function chainOf({ via, schema, pointer }: FollowedRefs): Located[] {
  return typeof schema === "object" ? [...via, { schema, pointer }] : [...via];
}

/** A schema's own keywords, without the `$ref` or `$dynamicRef` that leads to others. */
function withoutRefs(schema: JsonSchemaObject): JsonSchemaObject {
  return Object.fromEntries(Object.entries(schema).filter(([keyword]) => keyword !== "$ref" && keyword !== "$dynamicRef"));
}

/** The layer that says the value's `type` (else the first): where what the layers leave open is reported. */
function typedLayer(layers: readonly Located[]): Located {
  return layers.find(({ schema }) => schema.type !== undefined) ?? layers[0]!;
}

/** The path of an object's property, `address.zip`, from the object's (`""` for the arguments). */
function propertyPath(objectPath: string, key: string): string {
  return objectPath === "" ? key : `${objectPath}.${key}`;
}

/** `key` as a message quotes it: a line break or another control character escaped (`\n`), as in JSON. */
function shownKey(key: string): string {
  return JSON.stringify(key).slice(1, -1);
}

/** `layer` without the `properties` named in `keys`. */
function withoutProperties(layer: Located, keys: ReadonlySet<string>): Located {
  const properties = layer.schema.properties;
  if (properties === undefined || !Object.keys(properties).some((key) => keys.has(key))) return layer;
  return { pointer: layer.pointer, schema: { ...layer.schema, properties: Object.fromEntries(Object.entries(properties).filter(([key]) => !keys.has(key))) } };
}

/** A handler's `Date`, or `Date | null` (the converter's `anyOf` of the two). */
function takesDate(h: JsonSchemaObject): boolean {
  if (isDateSchema(h)) return true;
  const branches = h.anyOf ?? [];
  return branches.some(isDateSchema) && branches.every((b) => isDateSchema(b) || (typeof b === "object" && b.type === "null"));
}

/**
 * Where the schema sends the handler's `Date`: the schema itself when it has a date format (with
 * `type: ["string", "null"]` too), else its one `anyOf` branch that has one.
 */
function dateLocation(s: JsonSchemaObject, pointer: string): string | undefined {
  const isDateText = (schema: JsonSchema): boolean =>
    typeof schema === "object" && typeof schema.format === "string" && Object.hasOwn(DATE_FORMATS, schema.format);
  if (isDateText(s)) return pointer;
  const branches = (s.anyOf ?? []).flatMap((branch, i) => (isDateText(branch) ? [i] : []));
  return branches.length === 1 ? `${pointer}/anyOf/${branches[0]}` : undefined;
}

/**
 * The keyword a schema says its JSON types with, where a type mismatch is reported: `type`, else
 * the first of the others that narrow it, as `jsonTypesOf` reads them (`{ anyOf: [...] }` is
 * reported at its `anyOf`).
 */
function typeKeyword(schema: JsonSchema): string {
  if (typeof schema === "boolean") return "type";
  return ["type", "anyOf", "oneOf", "enum", "const", "$ref", "$dynamicRef", "allOf"].find((keyword) => schema[keyword] !== undefined) ?? "type";
}
