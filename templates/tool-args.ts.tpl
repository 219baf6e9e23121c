/** The arguments of `{{toolName}}`{{summary}} */
export type {{typeName}} = {
{{properties}}
};
