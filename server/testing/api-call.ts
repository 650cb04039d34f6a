// One HTTP call to a running test server, as a client meets it: JSON or multipart in, the status,
// headers and parsed body out. Redirects are not followed, so a test sees what the server answered.

export interface CallOptions {
  /** Bearer token; unset (or null) sends no Authorization header. */
  token?: string | null;
  /** Sent as JSON; a string is sent as it is (for malformed bodies). */
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  /** Client address as X-Forwarded-For (test servers that set TRUST_PROXY use it for per-IP limits). */
  ip?: string;
}

export interface ApiAnswer {
  status: number;
  /** Not enumerable: `toEqual({ status, body })` compares what the envelope says, headers stay readable. */
  headers: Headers;
  // Parsed JSON (the text when it is not JSON); tests read arbitrary envelope fields from it.
  body: any;
}

/** `path` is the full path on the server, e.g. `/api/leads`. */
export async function callApi(origin: string, method: string, path: string, options: CallOptions = {}): Promise<ApiAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  let body: BodyInit | undefined;
  if (options.form) {
    body = options.form;
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = typeof options.json === 'string' ? options.json : JSON.stringify(options.json);
  }
  const response = await fetch(`${origin}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (a file, a redirect page): keep the text.
  }
  const answer = { status: response.status, body: parsed };
  return Object.defineProperty(answer, 'headers', { value: response.headers, enumerable: false }) as ApiAnswer;
}
