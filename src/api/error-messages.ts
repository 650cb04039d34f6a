// The words of a failure that has none of its own: a leaf, so that the tagged error classes
// (errors.ts) and the checks any module may make without them (error-checks.ts) both take them
// without importing each other.

export const FALLBACK_MESSAGE = "An error occurred";
export const UNAUTHORIZED_MESSAGE = "Unauthorized";
