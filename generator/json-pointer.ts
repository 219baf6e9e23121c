import { SHOWN_LENGTH } from "../src/validator/shown-pattern.js";

/**
 * How many characters of a JSON Pointer's token a diagnostic shows: a `patternProperties` key may be
 * a pattern of 40,000. More than any name: a property's, or one the converter composes for a generic's
 * instantiation (`Paginated_OrganizationMembershipRoleAssignmentDraft`), which differ far on, and
 * would otherwise be shown alike (two diagnostics at the tool then one). As many as a quoted pattern.
 */
const SHOWN_TOKEN_LENGTH = SHOWN_LENGTH;

/**
 * A JSON Pointer as diagnostics show it: the empty pointer (the whole schema) as `(root)`, and a
 * token longer than `SHOWN_TOKEN_LENGTH` characters cut short with `…` (see `shownToken`).
 */
export function pointerLabel(pointer: string): string {
  return pointer === "" ? "(root)" : pointer.split("/").map(shownToken).join("/");
}

/** A pointer's (escaped) token, cut short past `SHOWN_TOKEN_LENGTH` characters: after a `~0` or `~1` escape, never inside one. */
function shownToken(token: string): string {
  const characters = [...token];
  if (characters.length <= SHOWN_TOKEN_LENGTH) return token;
  // A `~` in an escaped token always opens an escape.
  const end = characters[SHOWN_TOKEN_LENGTH - 1] === "~" ? SHOWN_TOKEN_LENGTH + 1 : SHOWN_TOKEN_LENGTH;
  return end < characters.length ? `${characters.slice(0, end).join("")}…` : token;
}
