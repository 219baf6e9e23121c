export { GENERATED_HEADER, generateValidatorModule, generateValidatorDeclarations, ValidatorSchemaError, type ValidatorTool } from "./validator-module.js";
export { TreeAnalyses } from "./tree-analysis.js";
