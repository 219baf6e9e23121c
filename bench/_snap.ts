// temp: writes modules for the corpus, the start-up catalogue and the bench schemas, to compare before/after a refactor
import { readFileSync, writeFileSync } from "node:fs";
import { generateValidatorModule, TreeAnalyses } from "../generator/aot/index.js";
import { makeCatalogue } from "./startup/catalogue.js";
import { benchSchemas } from "./schemas/index.js";
const corpus = JSON.parse(readFileSync("/tmp/cc/corpus/generated/tools.manifest.json", "utf8")).tools.map((t: { name: string; inputSchema: object }) => ({ name: t.name, schema: t.inputSchema }));
const catalogue = makeCatalogue(1000).tools.map((t) => ({ name: t.name, schema: t.inputSchema }));
const bench = [...benchSchemas, ...benchSchemas].map((s, i) => ({ name: `${s.tool}${i}`, schema: s.schema }));
const a = new TreeAnalyses();
const out = [generateValidatorModule(corpus), generateValidatorModule(catalogue), generateValidatorModule(bench), generateValidatorModule(bench, { maxErrors: 3, assertFormats: true }), generateValidatorModule(corpus, {}, a), generateValidatorModule(corpus.slice(5), {}, a)].join("\n=====\n");
writeFileSync(process.argv[2]!, out);
