// The contract passes the two public OpenAPI linters with no error: Redocly (`recommended`, with
// redocly.yaml) and Spectral (`spectral:oas`, with .spectral.yaml). A copy of the document with
// known defects shows that both checks can fail.
import { execFile } from "node:child_process";
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const CONTRACT = join("openapi", "exhibitor-portal.yaml");

interface Problem {
  readonly rule: string;
  readonly severity: "error" | "warning" | "info" | "hint";
  readonly where: string;
}

/** Runs a linter of node_modules/.bin in `cwd`; its exit code only says whether it found errors, so the JSON decides. */
const run = (command: string, args: readonly string[], cwd: string): Promise<string> =>
  new Promise((resolve, reject) => {
    execFile(join(root, "node_modules", ".bin", command), [...args], { cwd, maxBuffer: 32 * 1024 * 1024 }, (error, stdout) => {
      if (stdout.trim().startsWith("{") || stdout.trim().startsWith("[")) resolve(stdout);
      else reject(error ?? new Error(`${command} printed no JSON: ${stdout}`));
    });
  });

const redocly = async (cwd: string): Promise<Problem[]> => {
  const report = JSON.parse(await run("redocly", ["lint", CONTRACT, "--format=json"], cwd)) as {
    problems: Array<{ ruleId: string; severity: Problem["severity"]; location: Array<{ pointer: string }> }>;
  };
  return report.problems.map((problem) => ({ rule: problem.ruleId, severity: problem.severity, where: problem.location[0]?.pointer ?? "" }));
};

const SPECTRAL_SEVERITY: Record<number, Problem["severity"]> = { 0: "error", 1: "warning", 2: "info", 3: "hint" };

const spectral = async (cwd: string): Promise<Problem[]> => {
  const report = JSON.parse(await run("spectral", ["lint", CONTRACT, "-f", "json", "--quiet"], cwd)) as Array<{
    code: string;
    severity: number;
    path: string[];
  }>;
  return report.map((problem) => ({ rule: problem.code, severity: SPECTRAL_SEVERITY[problem.severity] ?? "error", where: problem.path.join(".") }));
};

const errorsOf = (problems: Problem[]) => problems.filter((problem) => problem.severity === "error");

/**
 * Spectral validates every example of the contract against its schema: about 30 s of one core on
 * an idle machine, more on a busy one. The limit only guards against a hang.
 */
const SPECTRAL_LIMIT_MS = 240_000;

describe("the contract and the public OpenAPI linters", () => {
  it("Redocly finds no error", async () => {
    expect(errorsOf(await redocly(root))).toEqual([]);
  });

  it("Spectral (spectral:oas) finds no error", { timeout: SPECTRAL_LIMIT_MS }, async () => {
    expect(errorsOf(await spectral(root))).toEqual([]);
  });

  describe("on a copy with defects", () => {
    let copy = "";
    beforeAll(async () => {
      copy = await mkdtemp(join(tmpdir(), "contract-lint-"));
      await mkdir(join(copy, "openapi"));
      await copyFile(join(root, "redocly.yaml"), join(copy, "redocly.yaml"));
      await copyFile(join(root, ".spectral.yaml"), join(copy, ".spectral.yaml"));
      const text = await readFile(join(root, CONTRACT), "utf8");
      // A public operation that no longer says it needs no token, and two operations with one id.
      const broken = text.replace("      security: []\n", "").replace("operationId: getHealth", "operationId: getDomainEvent");
      expect(broken).not.toBe(text);
      await writeFile(join(copy, CONTRACT), broken);
    });
    afterAll(async () => {
      if (copy !== "") await rm(copy, { recursive: true, force: true });
    });

    it("Redocly reports them", async () => {
      const rules = errorsOf(await redocly(copy)).map((problem) => problem.rule);
      expect(rules).toContain("security-defined");
      expect(rules).toContain("operation-operationId-unique");
    });

    it("Spectral reports them", { timeout: SPECTRAL_LIMIT_MS }, async () => {
      const rules = errorsOf(await spectral(copy)).map((problem) => problem.rule);
      expect(rules).toContain("operation-operationId-unique");
    });
  });
});
