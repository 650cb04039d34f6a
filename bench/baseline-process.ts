import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const script = fileURLToPath(new URL("./baseline-server.ts", import.meta.url));

export interface BaselineProcess {
  url: string;
  pid: number;
  close(): Promise<void>;
}

/** Starts bench/baseline-server.ts as its own process and waits for the port it prints. */
export async function startBaseline(bodyFile?: string): Promise<BaselineProcess> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", script], {
    env: { ...process.env, ...(bodyFile ? { BASELINE_BODY_FILE: bodyFile } : {}) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout! });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`Baseline server exited early with code ${code}`)));
    lines.once("line", (line) => resolve((JSON.parse(line) as { port: number }).port));
  });
  lines.close();
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid!,
    async close() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}
