/**
 * Latin letters that Unicode's compatibility decomposition (NFKD) does not split into an ASCII
 * letter and combining marks, spelled as their languages do in ASCII.
 */
const LETTERS: Readonly<Record<string, string>> = {
  ß: "ss",
  ẞ: "SS",
  æ: "ae",
  Æ: "AE",
  œ: "oe",
  Œ: "OE",
  ø: "o",
  Ø: "O",
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ð: "d",
  Ð: "D",
  þ: "th",
  Þ: "TH",
  ħ: "h",
  Ħ: "H",
  ı: "i",
  ŧ: "t",
  Ŧ: "T",
};

const NOT_ASCII = /\P{ASCII}/gu;

/**
 * `grüßen` → `grussen`, `Météo` → `Meteo`, `ﬁle` → `file`: each character outside ASCII that has an
 * ASCII spelling (a Latin letter without its diacritics, a ligature's letters) takes it, so that a
 * name built from an identifier keeps its letters rather than losing them to `_`. A character with
 * none (CJK, Cyrillic, an emoji) is kept as it is, for the caller to refuse or replace.
 */
export function asciiSpelling(text: string): string {
  return text.replace(NOT_ASCII, (character) => {
    const spelled = LETTERS[character] ?? character.normalize("NFKD").replace(/\p{M}/gu, "");
    return /^\p{ASCII}*$/u.test(spelled) ? spelled : character;
  });
}

/**
 * `getHTTPStatus` → `get_HTTP_Status`, `grüßen` → `grussen`: an identifier's ASCII spelling (see
 * `asciiSpelling`) with `_` between its camelCase words, its case kept. The generator's tool names
 * and the registry's suggestions split words alike through it.
 */
export function asciiWords(identifier: string): string {
  return asciiSpelling(identifier)
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1_$2");
}

/** The distinct characters of `text` outside ASCII, in order of appearance. */
export function nonAsciiCharacters(text: string): string[] {
  return [...new Set(text.match(NOT_ASCII))];
}
