/** A JSON Pointer as diagnostics show it: the empty pointer (the whole schema) as `(root)`. */
export function pointerLabel(pointer: string): string {
  return pointer === "" ? "(root)" : pointer;
}
