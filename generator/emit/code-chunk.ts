/**
 * A top-level part of a generated module. `preformatted` chunks are rendered in prettier's
 * default style by construction (two-space indent, semicolons, double quotes, one member per
 * line), so with the default options they only need prettier when a line exceeds the print width.
 */
export interface CodeChunk {
  text: string;
  preformatted: boolean;
}
