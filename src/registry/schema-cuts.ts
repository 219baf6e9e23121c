/** A tool's schema in a manifest's text: the value of its `key`, from its `{` to the `}` closing it. */
export interface SchemaCut {
  key: SchemaKey;
  start: number;
  end: number;
  /** Whether the schema fits on its key's line (prettier's layout of a small one). */
  oneLine: boolean;
}

/** A tool entry's schema keys, in the order their cuts are numbered within an entry. */
export const SCHEMA_KEYS = ["inputSchema", "outputSchema"] as const;

export type SchemaKey = (typeof SCHEMA_KEYS)[number];

/** A line at a tool entry's depth: a newline and six spaces. */
const ENTRY_LINE = "\n      ";
/** What follows `input` or `output` in a schema key's line, up to the value's opening brace. */
const KEY_END = 'Schema": {';
const OPENINGS: Readonly<Record<SchemaKey, string>> = {
  inputSchema: `${ENTRY_LINE}"input${KEY_END}`,
  outputSchema: `${ENTRY_LINE}"output${KEY_END}`,
};
const NEWLINE = 0x0a;
const COMMA = 0x2c;
const CARRIAGE_RETURN = 0x0d;

/**
 * Where the tools' schemas lie in a manifest laid out as gen-tools writes it
 * (`JSON.stringify(manifest, null, 2)`), or as prettier formats that: a line's indentation is its
 * depth, and an object either fits on its key's line or closes on a line of its own at that line's
 * indentation (a newline in JSON text is whitespace between tokens: a string writes it `\n`). So a
 * schema is the value of a schema key on a line at a tool entry's depth, to the end of that line or
 * to the next line at that depth that begins with `}`. Under another layout a cut can be wrong:
 * none are made when one would take in the next schema key, and lazy-manifest.ts checks the rest
 * against what JSON.parse reads of the text around them (a cut that takes in another entry's keys
 * leaves that entry's schema after the stand-in it replaced). Empty when a schema has no end.
 *
 * The search is for the rarer character of each line (`S`, `}`), then the line is checked around it:
 * `indexOf` of a text that begins with a newline and spaces stops at every line, three times slower.
 */
export function schemaCuts(text: string): SchemaCut[] {
  const cuts: SchemaCut[] = [];
  for (let opening = nextOpening(text, 0); opening !== undefined; ) {
    const start = opening.at + OPENINGS[opening.key].length - 1;
    const next = text.charCodeAt(start + 1);
    const oneLine = next !== NEWLINE && next !== CARRIAGE_RETURN;
    const end = oneLine ? lineValueEnd(text, start) : closingLineEnd(text, start);
    if (end < 0) return [];
    const following = nextOpening(text, start);
    // A cut that takes in the next schema key would drop that schema from the manifest.
    if (following !== undefined && following.at < end) return [];
    cuts.push({ key: opening.key, start, end, oneLine });
    opening = following;
  }
  return cuts;
}

function nextOpening(text: string, from: number): { key: SchemaKey; at: number } | undefined {
  for (let at = text.indexOf(KEY_END, from); at >= 0; at = text.indexOf(KEY_END, at + 1)) {
    for (const key of SCHEMA_KEYS) {
      const lineStart = at - (OPENINGS[key].length - KEY_END.length);
      if (lineStart >= from && text.startsWith(OPENINGS[key], lineStart)) return { key, at: lineStart };
    }
  }
  return undefined;
}

/** The end of the first line after `from` at a tool entry's depth that begins with `}`; -1 when none. */
function closingLineEnd(text: string, from: number): number {
  for (let at = text.indexOf("}", from); at >= 0; at = text.indexOf("}", at + 1)) {
    if (text.startsWith(ENTRY_LINE, at - ENTRY_LINE.length)) return at + 1;
  }
  return -1;
}

/** The end of an object that fits on its key's line: the line's end, before a comma. */
function lineValueEnd(text: string, start: number): number {
  let end = text.indexOf("\n", start);
  if (end < 0) return -1;
  if (text.charCodeAt(end - 1) === CARRIAGE_RETURN) end--;
  if (text.charCodeAt(end - 1) === COMMA) end--;
  return end;
}
