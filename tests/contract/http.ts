// One request through real HTTP, described as data so the suite can print exactly what it sent.

export interface MultipartFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export interface RequestSpec {
  /** Values for `{name}` segments of the document path. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** JSON body; sent with `content-type: application/json`. */
  body?: unknown;
  /** Multipart body: strings become fields, files become file parts. */
  multipart?: Record<string, string | MultipartFile>;
  /** Bearer token; omitted means no Authorization header. */
  token?: string;
  headers?: Record<string, string>;
}

export interface HttpAnswer {
  status: number;
  contentType: string;
  headers: Headers;
  body: unknown;
  text: string;
}

export function buildPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for path parameter ${name} in ${template}`);
    return encodeURIComponent(value);
  });
}

export async function send(baseUrl: string, method: string, pathTemplate: string, spec: RequestSpec): Promise<HttpAnswer> {
  const url = new URL(baseUrl.replace(/\/$/, "") + buildPath(pathTemplate, spec.params));
  for (const [k, v] of Object.entries(spec.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { accept: "application/json", ...spec.headers };
  if (spec.token) headers.authorization = `Bearer ${spec.token}`;
  let body: BodyInit | undefined;
  if (spec.multipart) {
    const form = new FormData();
    for (const [k, v] of Object.entries(spec.multipart)) {
      if (typeof v === "string") form.append(k, v);
      else form.append(k, new Blob([new Uint8Array(v.bytes)], { type: v.type }), v.name);
    }
    body = form;
  } else if (spec.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(spec.body);
  }
  // Redirects are part of the contract (GET /login answers 302), so they are not followed.
  const response = await fetch(url, { method: method.toUpperCase(), headers, body, redirect: "manual" });
  const text = await response.text();
  const contentType = response.headers.get("content-type") ?? "";
  let parsed: unknown = text;
  if (contentType.includes("json") && text.length > 0) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  return { status: response.status, contentType, headers: response.headers, body: parsed, text };
}
