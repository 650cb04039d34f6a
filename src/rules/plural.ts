// The one rule that picks a count's noun, for the browser (src/format/count.ts) and the server alike,
// so no screen, message or e-mail says "1 team members".

/** `one` for exactly 1, `many` otherwise ("1 member", "0 members", "2 members"). */
export const nounFor = (count: number, one: string, many: string): string => (count === 1 ? one : many);
