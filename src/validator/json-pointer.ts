/** JSON Pointer (RFC 6901) tokens: `~` is written `~0` and `/` is written `~1`. */

// One pass over the characters: for the short keys of tool arguments it costs less than two `indexOf`
// calls, and the compiled validators run it for every unknown property they report.
export function escapeToken(token: string): string {
  let i = 0;
  while (i < token.length) {
    const unit = token.charCodeAt(i);
    if (unit === 0x7e || unit === 0x2f) break;
    i++;
  }
  if (i === token.length) return token;
  return token.replace(/~/g, "~0").replace(/\//g, "~1");
}

export function pointerOf(tokens: readonly string[]): string {
  let pointer = "";
  for (const token of tokens) pointer += "/" + escapeToken(token);
  return pointer;
}

/**
 * The URI fragment (after `#`) that names a well-formed pointer: each escaped token
 * percent-encoded, as `RefResolver` decodes it (`~` needs none). `#${pointerFragment(p)}` is a `$ref`.
 */
export function pointerFragment(pointer: string): string {
  return pointer.split("/").map(encodeURIComponent).join("/");
}

/** A URI fragment's text (after `#`: a pointer or an anchor's name), or `undefined` for a malformed percent-escape. */
export function decodedFragment(fragment: string): string | undefined {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return undefined;
  }
}

/** The tokens of a pointer, or `undefined` when it is malformed (no leading `/`, a bad `~` escape). */
export function parsePointer(pointer: string): string[] | undefined {
  if (pointer === "") return [];
  if (!pointer.startsWith("/")) return undefined;
  const tokens = pointer.slice(1).split("/");
  for (const token of tokens) if (/~[^01]|~$/.test(token)) return undefined;
  return tokens.map(unescapeToken);
}

/** A token as written in a well-formed pointer, unescaped. */
export function unescapeToken(token: string): string {
  if (token.indexOf("~") === -1) return token;
  return token.replace(/~1/g, "/").replace(/~0/g, "~");
}
