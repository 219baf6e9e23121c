export { generateValidatorModule, generateValidatorDeclarations, ValidatorSchemaError, type ValidatorTool } from "./validator-module.js";
