export * from "./model.js";
