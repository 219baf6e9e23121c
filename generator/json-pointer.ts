/**
 * How many characters of a JSON Pointer's token a diagnostic shows: a `patternProperties` key may be
 * a pattern of 40,000. More than any name: a property's, or one the converter composes for a generic's
 * instantiation (`Paginated_OrganizationMembershipRoleAssignmentDraft`), which differ far on, and
 * would otherwise be shown alike (two diagnostics at the tool then one).
 */
const SHOWN_TOKEN_LENGTH = 100;

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
