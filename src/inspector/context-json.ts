/** Longest text the panel shows for one context: a list of 10,000 leads would stall every redraw. */
export const CONTEXT_TEXT_LIMIT = 20_000;

/** What JSON cannot say, said in JSON: functions, big integers, maps and sets, errors, files. */
const describe = (value: unknown): unknown => {
  if (typeof value === "function") return `[function ${value.name || "anonymous"}]`;
  if (typeof value === "bigint") return `${value}n`;
  if (value instanceof Map) return { "[Map]": [...value.entries()] };
  if (value instanceof Set) return { "[Set]": [...value.values()] };
  if (value instanceof Error) return { "[Error]": value.name, message: value.message };
  if (typeof Blob !== "undefined" && value instanceof Blob) return `[${value.constructor.name}, ${value.size} bytes]`;
  return value;
};

/**
 * A machine's context as indented JSON for reading. A context holds what JSON cannot say: actor
 * references (XState's own `toJSON` names them by id), functions, maps and sets, errors, files, and
 * cycles (which would never end); each is written as a short description instead.
 */
export const contextJson = (context: unknown): string => {
  // The objects being written, outermost first: JSON.stringify calls the replacer with the holder as `this`.
  const open: Array<{ readonly written: unknown; readonly original: unknown }> = [];
  const replacer = function (this: unknown, _key: string, value: unknown): unknown {
    while (open.length > 0 && open[open.length - 1]!.written !== this) open.pop();
    if (typeof value === "object" && value !== null && open.some((entry) => entry.original === value)) return "[cycle]";
    const written = describe(value);
    if (typeof written === "object" && written !== null) open.push({ written, original: value });
    return written;
  };
  const text = JSON.stringify(context, replacer, 2) ?? String(context);
  return text.length > CONTEXT_TEXT_LIMIT ? `${text.slice(0, CONTEXT_TEXT_LIMIT)}\n… (${text.length - CONTEXT_TEXT_LIMIT} more characters)` : text;
};
