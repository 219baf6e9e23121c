export { GENERATED_HEADER, generateValidatorModule, generateValidatorDeclarations, ValidatorSchemaError, type ValidatorTool } from "./validator-module.js";
