/**
 * Refusing `pattern`s that can backtrack catastrophically. The native engine backtracks, so a
 * repetition that can match the same text in more than one way makes a failing match try every way:
 * `^(a+)+$` against 27 `a`s and a `!` takes half a second, and each extra character doubles that.
 *
 * The rule, applied to each repetition (a quantifier whose maximum is 2 or more) and the part it
 * repeats, on the pattern's syntax tree from @eslint-community/regexpp:
 *  1. two alternatives of a group inside the repeated part can start with the same character
 *     (`(a|a)*`, `(\w|\d)+`): every repetition can go either way;
 *  2. a variable-length element (`x+`, `x*`, `x?`, `x{1,3}`) at the end of the repeated part can go on
 *     with a character that the next repetition can start with (`(a+)+`, `(a*)*b`, `(\w+\s?)*`,
 *     `((ab)*)*`), or one at its start can reach back to a character that the previous repetition can
 *     end with (`(a?a)+`): the boundary between two repetitions can then move, and n repetitions
 *     split the text in exponentially many ways.
 * Two exceptions, each safe: a repetition that runs a few times at most and repeats nothing inside
 * (`(…){3}`, see `BOUNDED_REPEATS`); and alternatives ending the repeated part that one character
 * tells apart (see `toldApart`: the official semver pattern). Unicode general categories (`\p{L}`,
 * `\p{N}`) are compared by category (see char-set.ts).
 * The rule over-approximates (it compares first and last characters, not whole strings), so a rare
 * safe pattern such as `(ab|ac)*` is refused too; ordinary ones (`^[a-z0-9_]+$`, `^\d{4}-\d{2}-\d{2}$`,
 * `^[a-z]+(-[a-z]+)*$`) pass. Polynomial cases (`^\s*\s*$`) are not refused: their cost is bounded by
 * a power of the string's length, not an exponential.
 */
import { RegExpParser, type AST } from "@eslint-community/regexpp";
import { ALL, DIGITS, DOT, EMPTY, SPACE, WORD, complement, overlaps, property, range, single, union, type CharSet } from "./char-set.js";
import { shownPattern } from "./shown-pattern.js";

/**
 * Verdicts by pattern: a catalogue repeats its patterns (`^[\w./-]+$` in every tool that takes a
 * path), and parsing one costs more than checking the rest of its schema. Bounded, and only ever a
 * copy of what `analyse` returns for the same text.
 */
const verdicts = new Map<string, string | undefined>();
const MAX_VERDICTS = 2000;

/** What is wrong with a `pattern` (not a `u`-flag RegExp, or prone to catastrophic backtracking). */
export function patternProblem(pattern: string): string | undefined {
  if (verdicts.has(pattern)) return verdicts.get(pattern);
  const verdict = analyse(pattern);
  if (verdicts.size >= MAX_VERDICTS) verdicts.clear();
  verdicts.set(pattern, verdict);
  return verdict;
}

function analyse(pattern: string): string | undefined {
  let regex: RegExp;
  try {
    regex = new RegExp(pattern, "u");
  } catch (error) {
    return `is not a valid regular expression with the u flag: ${reasonOf(error)}`;
  }
  const depth = groupNesting(pattern);
  if (depth > MAX_GROUP_NESTING) {
    return `nests its groups ${depth} deep, more than the ${MAX_GROUP_NESTING} that can be checked for catastrophic backtracking: write it with fewer groups inside one another`;
  }
  let ast: AST.Pattern;
  try {
    ast = new RegExpParser().parsePattern(pattern, 0, pattern.length, { unicode: true });
  } catch (error) {
    return `is not a valid regular expression with the u flag: ${reasonOf(error)}`;
  }
  const reason = new BacktrackingAnalysis().find(ast);
  // Only a pattern found safe is run.
  return reason === undefined
    ? engineRefusal(regex)
    : `can backtrack catastrophically (exponential time on some inputs): ${reason}; rewrite it so that each repetition can match a given text in only one way`;
}

/**
 * How deep a pattern's groups may nest for it to be checked: regexpp's parser and the analysis
 * below recurse into each group, and overflow the stack some 1,000 levels down (the depth depends
 * on the stack left), which failed the caller with a RangeError. Hand-written patterns nest a few.
 */
const MAX_GROUP_NESTING = 256;

/**
 * How deep `pattern`'s groups nest (`(`, `(?:`, lookarounds), outside character classes, which in
 * a `u`-flag pattern do not nest, and escapes: read from the text, since parsing it is what recurses.
 */
function groupNesting(pattern: string): number {
  let depth = 0;
  let deepest = 0;
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\") i++;
    else if (inClass) inClass = c !== "]";
    else if (c === "[") inClass = true;
    else if (c === "(") deepest = Math.max(deepest, ++depth);
    else if (c === ")") depth--;
  }
  return deepest;
}

/**
 * Why V8 cannot run a pattern it parsed: it builds a pattern's matcher only when the pattern first
 * runs, one for Latin-1 text and one for other text, and only then throws where the pattern is too
 * large ("Regular expression too large", past 32,767 characters in a row). Run once on each kind, so
 * that the schema is refused when it is checked, not on the first argument validated.
 */
function engineRefusal(regex: RegExp): string | undefined {
  try {
    regex.test("");
    regex.test("\u0100");
    return undefined;
  } catch (error) {
    return `cannot be run by JavaScript's regular expression engine: ${reasonOf(error)}`;
  }
}

/**
 * The reason V8's (or regexpp's) error gives for refusing a pattern, `Invalid escape`, without the
 * whole pattern its message quotes first (`Invalid regular expression: /^x\-/u: Invalid escape`):
 * a problem's JSON Pointer names the pattern, which may be 40,000 characters long. A message that
 * quotes none is the reason.
 */
function reasonOf(error: unknown): string {
  const message = (error as Error).message;
  const quoted = message.lastIndexOf(": ");
  return quoted === -1 ? message : message.slice(quoted + 2);
}

interface Summary {
  /** Characters a match can start with. */
  first: CharSet;
  /** Characters a match can end with. */
  last: CharSet;
  /** Whether it can match the empty string. */
  nullable: boolean;
}

const ZERO_WIDTH: Summary = { first: EMPTY, last: EMPTY, nullable: true };

type Branch = AST.Pattern | AST.Group | AST.CapturingGroup;

/**
 * A repetition whose body repeats nothing itself, and that runs at most this many times in all (its
 * maximum times those of the repetitions around it), can go its different ways only a bounded
 * number of times: whatever it tries does not grow with the text, as in the dotted-quad
 * `^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}`. The rule is not applied to it.
 */
const BOUNDED_REPEATS = 4;

class BacktrackingAnalysis {
  readonly #summaries = new Map<AST.Node, Summary>();
  readonly #alphabets = new Map<AST.Node, CharSet>();

  /**
   * The first ambiguous repetition found, described; `undefined` when there is none. `repeats`: how
   * many times the repetitions around `node` can run it, at most.
   */
  find(node: AST.Node, repeats = 1): string | undefined {
    let inner = repeats;
    if (node.type === "Quantifier" && node.max >= 2) {
      inner = repeats * node.max;
      if (inner > BOUNDED_REPEATS || repeatsAnything(node.element)) {
        const reason = this.#ambiguity(node);
        if (reason !== undefined) return reason;
      }
    }
    for (const child of children(node)) {
      const reason = this.find(child, inner);
      if (reason !== undefined) return reason;
    }
    return undefined;
  }

  /** Why `repetition` can go more than one way, its parts quoted as a refused pattern is (cut short: one may be thousands of characters). */
  #ambiguity(repetition: AST.Quantifier): string | undefined {
    const body = repetition.element;
    const alternation = this.#overlappingAlternatives(body, repetition);
    if (alternation !== undefined) {
      return `in ${shownPattern(repetition.raw)}, the alternatives ${shownPattern(alternation[0].raw)} and ${shownPattern(alternation[1].raw)} can start with the same character`;
    }
    const whole = this.summary(body);
    for (const v of this.#edgeVariables(body, "end")) {
      if (overlaps(this.summary(v.element).first, whole.first)) {
        return `in ${shownPattern(repetition.raw)}, ${shownPattern(v.raw)} can take characters that the next repetition could match`;
      }
    }
    for (const v of this.#edgeVariables(body, "start")) {
      if (overlaps(this.summary(v.element).last, whole.last)) {
        return `in ${shownPattern(repetition.raw)}, ${shownPattern(v.raw)} can take characters that the previous repetition could match`;
      }
    }
    return undefined;
  }

  #overlappingAlternatives(node: AST.Node, repetition: AST.Quantifier): [AST.Alternative, AST.Alternative] | undefined {
    if (node.type === "Group" || node.type === "CapturingGroup") {
      const alts = node.alternatives;
      const ends = node === lastElement(repetition.element);
      for (let i = 0; i < alts.length; i++) {
        for (let j = i + 1; j < alts.length; j++) {
          const a = alts[i] as AST.Alternative;
          const b = alts[j] as AST.Alternative;
          if (!overlaps(this.summary(a).first, this.summary(b).first)) continue;
          if (ends && (this.#toldApart(a, b, repetition) || this.#toldApart(b, a, repetition))) continue;
          return [a, b];
        }
      }
    }
    if (node.type === "Assertion") return undefined; // lookarounds consume nothing
    for (const child of children(node)) {
      const found = this.#overlappingAlternatives(child, repetition);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  /**
   * Whether two alternatives of the group that ends the repeated part, though they can start with
   * the same character, never match the same text in one pass through the repetition: `taker` must
   * take a character (`[a-z]` in `(?:\.(?:0|\d*[a-z]\w*))*`) that `other` cannot, and none that
   * the repeated part starts with, so that a path through `other` can reach that character neither by
   * itself nor by starting the next repetition (the official semver pattern).
   */
  #toldApart(taker: AST.Alternative, other: AST.Alternative, repetition: AST.Quantifier): boolean {
    if (overlaps(this.#alphabet(taker), this.summary(repetition.element).first)) return false;
    const otherTakes = this.#alphabet(other);
    return taker.elements.some((e) => !this.summary(e).nullable && !overlaps(this.#alphabet(e), otherTakes));
  }

  /** Every character a match of `node` can take. */
  #alphabet(node: AST.Node): CharSet {
    let set = this.#alphabets.get(node);
    if (set === undefined) {
      switch (node.type) {
        case "Character":
        case "CharacterSet":
        case "CharacterClass":
          set = this.summary(node).first;
          break;
        case "Backreference":
          set = ALL;
          break;
        case "Quantifier":
          set = node.max === 0 ? EMPTY : this.#alphabet(node.element);
          break;
        case "Alternative":
        case "Group":
        case "CapturingGroup":
          set = children(node).reduce((all, child) => union(all, this.#alphabet(child)), EMPTY);
          break;
        default:
          set = EMPTY; // assertions consume nothing
      }
      this.#alphabets.set(node, set);
    }
    return set;
  }

  summary(node: AST.Node): Summary {
    let s = this.#summaries.get(node);
    if (s === undefined) {
      s = this.#summarize(node);
      this.#summaries.set(node, s);
    }
    return s;
  }

  #summarize(node: AST.Node): Summary {
    switch (node.type) {
      case "Character":
        return chars(single(node.value));
      case "CharacterSet":
        return chars(characterSet(node));
      case "CharacterClass": {
        let set: CharSet = EMPTY;
        for (const element of node.elements) {
          if (element.type === "Character") set = union(set, single(element.value));
          else if (element.type === "CharacterClassRange") set = union(set, range(element.min.value, element.max.value));
          else if (element.type === "CharacterSet") set = union(set, characterSet(element));
          else set = ALL; // v-flag constructs: not reachable with the u flag
        }
        return chars(node.negate ? complement(set) : set);
      }
      case "Alternative":
        return this.#sequence(node.elements);
      case "Pattern":
      case "Group":
      case "CapturingGroup":
        return this.#choice(node);
      case "Quantifier": {
        if (node.max === 0) return ZERO_WIDTH;
        const inner = this.summary(node.element);
        return { ...inner, nullable: inner.nullable || node.min === 0 };
      }
      case "Backreference":
        return { first: ALL, last: ALL, nullable: true };
      default:
        return ZERO_WIDTH; // assertions: ^ $ \b and lookarounds
    }
  }

  #sequence(elements: readonly AST.Element[]): Summary {
    let first: CharSet = EMPTY;
    for (const e of elements) {
      const s = this.summary(e);
      first = union(first, s.first);
      if (!s.nullable) break;
    }
    let last: CharSet = EMPTY;
    for (let i = elements.length - 1; i >= 0; i--) {
      const s = this.summary(elements[i] as AST.Element);
      last = union(last, s.last);
      if (!s.nullable) break;
    }
    return { first, last, nullable: elements.every((e) => this.summary(e).nullable) };
  }

  #choice(node: Branch): Summary {
    let first: CharSet = EMPTY;
    let last: CharSet = EMPTY;
    let nullable = false;
    for (const alt of node.alternatives) {
      const s = this.summary(alt);
      first = union(first, s.first);
      last = union(last, s.last);
      nullable ||= s.nullable;
    }
    return { first, last, nullable };
  }

  /** Variable-length quantifiers that can sit at the start or the end of a match of `node`. */
  #edgeVariables(node: AST.Node, edge: "start" | "end", found: AST.Quantifier[] = []): AST.Quantifier[] {
    switch (node.type) {
      case "Quantifier":
        if (node.min < node.max) found.push(node);
        this.#edgeVariables(node.element, edge, found);
        break;
      case "Group":
      case "CapturingGroup":
        for (const alt of node.alternatives) this.#edgeVariables(alt, edge, found);
        break;
      case "Alternative": {
        const elements = edge === "end" ? [...node.elements].reverse() : node.elements;
        for (const e of elements) {
          this.#edgeVariables(e, edge, found);
          if (!this.summary(e).nullable) break;
        }
        break;
      }
      default:
        break;
    }
    return found;
  }
}

function chars(set: CharSet): Summary {
  return { first: set, last: set, nullable: false };
}

function characterSet(node: AST.CharacterSet): CharSet {
  switch (node.kind) {
    case "any":
      return DOT;
    case "digit":
      return node.negate ? complement(DIGITS) : DIGITS;
    case "space":
      return node.negate ? complement(SPACE) : SPACE;
    case "word":
      return node.negate ? complement(WORD) : WORD;
    case "property":
      return property(node.key, node.value, node.negate);
    default:
      return ALL; // v-flag string properties: not reachable with the u flag
  }
}

/** The last element of the repeated part when it is a sequence (one group of one alternative). */
function lastElement(body: AST.Node): AST.Node | undefined {
  if ((body.type !== "Group" && body.type !== "CapturingGroup") || body.alternatives.length !== 1) return undefined;
  return (body.alternatives[0] as AST.Alternative).elements.at(-1);
}

/** Whether `node` holds a repetition (a quantifier whose maximum is 2 or more). */
function repeatsAnything(node: AST.Node): boolean {
  return (node.type === "Quantifier" && node.max >= 2) || children(node).some(repeatsAnything);
}

function children(node: AST.Node): readonly AST.Node[] {
  switch (node.type) {
    case "Pattern":
    case "Group":
    case "CapturingGroup":
      return node.alternatives;
    case "Alternative":
      return node.elements;
    case "Quantifier":
      return [node.element];
    case "Assertion":
      return node.kind === "lookahead" || node.kind === "lookbehind" ? node.alternatives : [];
    default:
      return [];
  }
}
