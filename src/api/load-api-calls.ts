/**
 * The API layer's call builders and tagged errors (openapi-fetch, Effect's runtime), loaded when an
 * actor first makes a call. The app's own actors and the sign-in screen's are created with the page,
 * before anyone asked for anything: importing these at the top would put the whole API layer on
 * the path to the sign-in form's first paint. One chunk, fetched once; later calls find it loaded.
 */
export const loadApiCalls = async () => {
  const [request, errors] = await Promise.all([import("./request.ts"), import("./errors.ts")]);
  return { ...request, ...errors };
};
