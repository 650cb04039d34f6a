// The contract passes the two public OpenAPI linters with no error: Redocly (`recommended`, with
// redocly.yaml) and Spectral (`spectral:oas`, with .spectral.yaml). A small document with the
// contract's known defects, linted with the same settings, shows that both checks can fail.
import { execFile } from "node:child_process";
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
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
 * The contract's two defects the linters must catch, in a document of their own: an operation that
 * does not say whether it needs a token (the contract has no document-wide `security`), and two
 * operations with one id.
 */
const DEFECTS = `openapi: 3.1.0
info:
  title: Defects
  version: 1.0.0
  description: Two operations with one id, one of them without its security.
servers:
  - url: /api
tags:
  - name: auth
    description: Sign-in.
paths:
  /health:
    get:
      tags: [auth]
      summary: Health
      description: Answers 200.
      operationId: getDomainEvent
      responses:
        "200":
          description: Up.
  /auth/domain-event:
    get:
      tags: [auth]
      summary: The event of a domain
      description: Answers 200.
      operationId: getDomainEvent
      security: []
      responses:
        "200":
          description: The event.
`;

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

  describe("on a document with defects, beside the project's settings", () => {
    let copy = "";
    beforeAll(async () => {
      copy = await mkdtemp(join(tmpdir(), "contract-lint-"));
      await mkdir(join(copy, "openapi"));
      await copyFile(join(root, "redocly.yaml"), join(copy, "redocly.yaml"));
      await copyFile(join(root, ".spectral.yaml"), join(copy, ".spectral.yaml"));
      // Small on purpose: Spectral checks every example of a document, half a minute for the
      // contract itself, and what is shown here is that the settings let both linters fail.
      await writeFile(join(copy, CONTRACT), DEFECTS);
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
