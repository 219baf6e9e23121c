/** How many characters of a JSON Pointer's token a diagnostic shows: a `patternProperties` key may be a pattern of 40,000. */
const SHOWN_TOKEN_LENGTH = 40;

/**
 * A JSON Pointer as diagnostics show it: the empty pointer (the whole schema) as `(root)`, and a
 * token longer than `SHOWN_TOKEN_LENGTH` characters cut short with `…`.
 */
export function pointerLabel(pointer: string): string {
  if (pointer === "") return "(root)";
  return pointer
    .split("/")
    .map((token) => {
      const characters = [...token];
      return characters.length > SHOWN_TOKEN_LENGTH ? `${characters.slice(0, SHOWN_TOKEN_LENGTH).join("")}…` : token;
    })
    .join("/");
}
