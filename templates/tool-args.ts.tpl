/** The arguments of `{{toolName}}`{{summary}} */
export interface {{typeName}} {
{{properties}}
}
