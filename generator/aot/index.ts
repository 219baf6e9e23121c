export { GENERATED_HEADER, generateSchemaModule, ValidatorSchemaError, type SchemaModule, type ValidatorTool } from "./validator-module.js";
export { generateValidatorDeclarations, generateValidatorIndex, indexedModules, SCHEMA_MODULE_NAME, SCHEMA_MODULES_DIR, schemaModuleName, type IndexEntry } from "./validator-index.js";
