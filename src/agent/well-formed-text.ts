/*
 * Text a provider's API takes. A lone surrogate (half of a UTF-16 pair: a string cut with `slice` in
 * the middle of an emoji holds one) cannot be written in UTF-8; the SDKs send it as JSON.stringify
 * escapes it, `\ud83d`, which the Anthropic API refuses with a 400 ("no low surrogate in string"),
 * for that request and every later one, since the history holds it. It becomes U+FFFD, as a UTF-8
 * encoder writes it.
 */

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * JSON.stringify writes a whole pair as it is and escapes only a lone half, so every `\ud800` to
 * `\udfff` escape in its text is a lone one; the even run of backslashes before it (an escaped
 * backslash each) keeps an escaped `\\ud800`, which is text, out.
 */
const ESCAPED_LONE_SURROGATE = /(?<!\\)((?:\\\\)*)\\ud[89a-f][0-9a-f]{2}/g;

/** `text` with each lone surrogate replaced by U+FFFD. */
export function wellFormedText(text: string): string {
  return text.replace(LONE_SURROGATE, "\ufffd");
}

/** JSON text that `JSON.stringify` wrote, with the escape of each lone surrogate replaced by U+FFFD. */
export function wellFormedJson(json: string): string {
  // Most texts have no escape of the kind: they pay for one scan.
  return json.includes("\\ud") ? json.replace(ESCAPED_LONE_SURROGATE, "$1\ufffd") : json;
}

/**
 * A JSON value (a tool call's parsed arguments) with each lone surrogate in its strings and keys
 * replaced by U+FFFD: the model may write a `\ud83d` escape itself, and the history sends it back.
 */
export function wellFormedValue<T>(value: T): T {
  const json = JSON.stringify(value);
  return json === undefined || !json.includes("\\ud") ? value : (JSON.parse(wellFormedJson(json)) as T);
}
