export { GENERATED_HEADER, generateSchemaModule, generateValidatorModule, ValidatorSchemaError, type SchemaModule, type ValidatorTool } from "./validator-module.js";
export { generateValidatorDeclarations, generateValidatorIndex, indexedModules, SCHEMA_MODULE_NAME, SCHEMA_MODULES_DIR, schemaModuleName, type IndexEntry } from "./validator-index.js";
export { TreeAnalyses } from "./tree-analysis.js";
