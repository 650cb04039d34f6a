/**
 * `npm run house`: the figures docs/architecture.md keeps the code to, printed so a change can be
 * measured before and after: broken import rules (each rule of .dependency-cruiser.cjs, circles
 * included), imports between the shared rooms and the features in both directions, the server's
 * handler files that import the database and its folders that import each other in a circle (type-only
 * imports counted, tests and test kits left out), inline `css()` calls against recipes, base names
 * that stand in more than one folder, and files over 300 lines. Read-only; exits 0 whatever it finds (the rules themselves are enforced
 * in tests/unit/layer-rules.test.ts).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cruise, type IForbiddenRuleType } from "dependency-cruiser";

const root = fileURLToPath(new URL("..", import.meta.url));
const config = createRequire(import.meta.url)(join(root, ".dependency-cruiser.cjs")) as {
  forbidden: IForbiddenRuleType[];
  options: Record<string, unknown>;
  SHARED_ROOMS: string[];
  FEATURE: string;
  SERVER_PRODUCTION_ONLY: string;
  SERVER_FOLDER_CIRCLE: IForbiddenRuleType;
};

const trackedSources = (): string[] =>
  execFileSync("git", ["ls-files", "src", "server"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter((path) => /\.(ts|tsx)$/.test(path) && path !== "src/api/schema.d.ts");

interface ImportCounts {
  readonly perRule: Map<string, number>;
  /** Imports in either direction between a shared room and a feature, type-only ones included. */
  readonly sharedIntoFeatures: number;
  readonly featuresFromShared: number;
  /** Files of server/handlers/ (tests left out) that import server/db/, type-only imports included. */
  readonly handlersOnTheDatabase: string[];
}

const importCounts = async (): Promise<ImportCounts> => {
  const { tsConfig: _tsConfig, ...options } = config.options;
  const result = await cruise(["src", "server"], { ...options, baseDir: root, validate: true, ruleSet: { forbidden: config.forbidden } });
  if (typeof result.output === "string") throw new Error("dependency-cruiser answered text instead of a result");
  const perRule = new Map(config.forbidden.map((rule) => [rule.name ?? "unnamed", 0]));
  for (const violation of result.output.summary.violations) perRule.set(violation.rule.name, (perRule.get(violation.rule.name) ?? 0) + 1);
  const shared = config.SHARED_ROOMS.map((pattern) => new RegExp(pattern));
  const isShared = (path: string) => shared.some((pattern) => pattern.test(path));
  const feature = new RegExp(config.FEATURE);
  const isFeature = (path: string) => feature.test(path);
  const edges = result.output.modules.flatMap((module) => module.dependencies.map((dependency) => [module.source, dependency.resolved] as const));
  return {
    perRule,
    sharedIntoFeatures: edges.filter(([from, to]) => isShared(from) && isFeature(to)).length,
    featuresFromShared: edges.filter(([from, to]) => isFeature(from) && isShared(to)).length,
    handlersOnTheDatabase: [
      ...new Set(edges.filter(([from, to]) => /^server\/handlers\/(?!.*\.test\.ts$)/.test(from) && to.startsWith('server/db/')).map(([from]) => from)),
    ].sort(),
  };
};

/** Pairs of server folders that import each other through a circle, production code only (dependency-cruiser's folder scope). */
const serverFolderCircles = async (): Promise<string[]> => {
  const { tsConfig: _tsConfig, ...options } = config.options;
  const result = await cruise(['server'], {
    ...options,
    exclude: { path: config.SERVER_PRODUCTION_ONLY },
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: [config.SERVER_FOLDER_CIRCLE] },
  });
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text instead of a result');
  return result.output.summary.violations.map((violation) => `${violation.from} -> ${violation.to}`);
};

const countMatches = (files: readonly string[], pattern: RegExp): number =>
  files.reduce((sum, file) => sum + (readFileSync(join(root, file), "utf8").match(pattern)?.length ?? 0), 0);

const sharedBaseNames = (files: readonly string[]): string[] => {
  const folders = new Map<string, string[]>();
  for (const file of files.filter((path) => !/\.test\.tsx?$|\.d\.ts$/.test(path))) {
    const name = basename(file).replace(/\.(tsx|ts)$/, "");
    folders.set(name, [...(folders.get(name) ?? []), file]);
  }
  return [...folders].filter(([, paths]) => paths.length > 1).map(([name, paths]) => `${name}: ${paths.join(" ")}`);
};

const files = trackedSources();
const views = files.filter((path) => path.startsWith("src/"));
const long = files.filter((file) => readFileSync(join(root, file), "utf8").split("\n").length > 300);
const shared = sharedBaseNames(files);

const imports = await importCounts();
console.log("Import rules (violations, .dependency-cruiser.cjs):");
for (const [rule, count] of imports.perRule) console.log(`  ${rule}: ${count}`);
console.log(`Imports from shared rooms into features (tests included): ${imports.sharedIntoFeatures}`);
console.log(`Imports by features from shared rooms: ${imports.featuresFromShared}`);
console.log(`Server handler files importing the database: ${imports.handlersOnTheDatabase.length}`);
for (const file of imports.handlersOnTheDatabase) console.log(`  ${file}`);
const folderCircles = await serverFolderCircles();
console.log(`Server folders in an import circle (folder -> folder, types included, tests left out): ${folderCircles.length}`);
for (const line of folderCircles) console.log(`  ${line}`);
console.log(`Inline css() calls in src/: ${countMatches(views, /\bcss\(/g)} (css.raw pieces: ${countMatches(views, /\bcss\.raw\(/g)})`);
console.log(`Recipes: ${files.filter((path) => /\.recipe\.ts$/.test(path)).length}`);
console.log(`Base names in more than one folder: ${shared.length}`);
for (const line of shared) console.log(`  ${line}`);
console.log(`Files over 300 lines: ${long.length}`);
for (const file of long) console.log(`  ${file}`);
