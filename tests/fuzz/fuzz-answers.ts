// One fuzzed request sent over HTTP, and what every answer must be, whoever sent it: below 500, the
// documented JSON envelope (or the file the operation serves), and no inside of the server (stack,
// SQL, database errors) in an error. Shared by the exhibitors' fuzz and the console's.
import { expect } from "vitest";
import { contract, type OperationShape } from "./operations.ts";
import type { RequestPlan } from "./request-plan.ts";

export interface Answer {
  status: number;
  contentType: string;
  location: string | null;
  text: string;
  body: unknown;
}

/** Success answers that are files, not JSON: the media type and the first bytes. */
export interface FileAnswer {
  type: RegExp;
  starts: RegExp;
}

/** Answers Node's HTTP parser gives before routing (server/http/early-refusals.ts). */
const TRANSPORT_REFUSALS = new Set([431]);

/** What an error message must never show: the inside of the server. */
const LEAKS: ReadonlyArray<[string, RegExp]> = [
  ["a stack frame", /\bat [\w.<>$]+ \(|\bat (?:file|node):|\.(?:ts|js|mjs|cjs):\d+:\d+/],
  ["a module path", /node_modules|\/server\/|\/src\//],
  ["SQL", /\b(?:SELECT|INSERT INTO|UPDATE \S+ SET|DELETE FROM)\b/],
  ["a database object", /\b(?:relation|column|constraint|table) "/],
  ["a database error", /syntax error|duplicate key|violates|invalid input syntax|PGlite|postgres|drizzle|\bpg_/i],
  ["a JavaScript error", /\b(?:TypeError|ReferenceError|RangeError|SyntaxError)\b|Cannot read propert|is not a function|undefined \(reading/],
];

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Every string the request carried (values and keys), so an echo of the input is not a leak. */
export function sentStrings(plan: RequestPlan, ids: Record<string, string>): string[] {
  const out: string[] = [...Object.values(ids)];
  const walk = (value: unknown): void => {
    if (typeof value === "string") out.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        out.push(key);
        walk(inner);
      }
    }
  };
  for (const [name, value] of plan.query) out.push(name, value);
  if (plan.rawQuery) out.push(...decodeURIComponentSafe(plan.rawQuery).split(/[&=]/));
  if (plan.body.kind === "json") walk(plan.body.value);
  if (plan.body.kind === "raw") out.push(plan.body.text);
  if (plan.body.kind === "multipart") {
    for (const part of plan.body.parts) out.push(part.field, "fileName" in part ? part.fileName : part.value);
  }
  return out.filter((text) => text.length >= 2).sort((a, b) => b.length - a.length);
}

/** The leaks found in an error body, with `echoes` (what the request itself carried) removed first. */
export function leaksIn(body: unknown, echoes: readonly string[]): string[] {
  const longestFirst = [...echoes].filter((text) => text.length >= 2).sort((a, b) => b.length - a.length);
  const found: string[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === "string") {
      let text = value;
      for (const echo of longestFirst) text = text.split(echo).join("");
      for (const [label, pattern] of LEAKS) if (pattern.test(text)) found.push(`${label} in ${JSON.stringify(value).slice(0, 300)}`);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  visit(body);
  return found;
}

/** Sends the planned request with the path's ids filled in, and reads the whole answer. */
export async function sendPlan(origin: string, op: OperationShape, plan: RequestPlan, token: string | undefined, ids: Record<string, string>): Promise<Answer> {
  let path = `/api${op.path}`.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(ids[name] ?? ""));
  // A generated string cut at maxLength may end in half a surrogate pair, which cannot be
  // percent-encoded: it goes as U+FFFD, as a browser sends it.
  const encode = (text: string) => encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD"));
  const query = plan.rawQuery ?? plan.query.map(([name, value]) => `${encode(name)}=${encode(value)}`).join("&");
  if (query) path += `?${query}`;
  const headers: Record<string, string> = { accept: "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (plan.body.kind === "json") {
    headers["content-type"] = "application/json";
    body = JSON.stringify(plan.body.value);
  } else if (plan.body.kind === "raw") {
    if (plan.body.contentType) headers["content-type"] = plan.body.contentType;
    body = plan.body.text;
  } else if (plan.body.kind === "multipart") {
    const form = new FormData();
    for (const part of plan.body.parts) {
      if ("bytes" in part) form.append(part.field, new Blob([new Uint8Array(part.bytes)], { type: part.type }), part.fileName);
      else form.append(part.field, part.value);
    }
    body = form;
  }
  const response = await fetch(`${origin}${path}`, { method: op.method, headers, body, redirect: "manual" });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Checked by expectWellFormed: an answer that should be JSON and is not fails there.
  }
  return { status: response.status, contentType: response.headers.get("content-type") ?? "", location: response.headers.get("location"), text, body: parsed };
}

export interface WellFormedRules {
  /** The operation's success answer when it is a file. */
  file?: FileAnswer;
  /** What the request carried, removed from error messages before the leak check. */
  echoes: readonly string[];
  /**
   * Texts the caller stored earlier (names it gave records), read only when the leak check finds
   * something: a message quoting a stored name quotes the caller's own input, not the server's inside.
   */
  storedTexts?: () => Promise<readonly string[]>;
}

/** Below 500, the documented envelope or file, a redirect with its address, no leak in an error. */
export async function expectWellFormed(op: OperationShape, answer: Answer, story: string, rules: WellFormedRules): Promise<void> {
  expect(answer.status, story).toBeLessThan(500);
  if (answer.status >= 300 && answer.status < 400) {
    expect(answer.location, story).toBeTruthy();
  } else if (TRANSPORT_REFUSALS.has(answer.status)) {
    // Refused by the HTTP parser before any route (an address over the size limit): no operation
    // documents it, but it is still the envelope.
    expect(answer.contentType, story).toMatch(/^application\/json/);
    expect(answer.body, story).toEqual({ success: false, message: expect.any(String) });
  } else if (answer.status < 300 && rules.file) {
    expect(answer.contentType, story).toMatch(rules.file.type);
    expect(rules.file.starts.test(answer.text), story).toBe(true);
  } else {
    expect(answer.contentType, story).toMatch(/^application\/json/);
    const check = contract.validateResponse(op.operationId, answer.status, answer.body);
    expect(check.errors, `${story}\n  does not match the documented ${check.documentedAs ?? "(undocumented status)"} answer`).toEqual([]);
    if (answer.status >= 400) {
      let leaks = leaksIn(answer.body, rules.echoes);
      if (leaks.length > 0 && rules.storedTexts) leaks = leaksIn(answer.body, [...rules.echoes, ...(await rules.storedTexts())]);
      expect(leaks, story).toEqual([]);
    }
  }
}
