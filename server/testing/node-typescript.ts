// The arguments that run a TypeScript file of ours in a fresh Node process (a test server, a child
// that holds or crashes a database): Node strips the types itself (22.18 and later without a flag,
// 22.12 to 22.17 with one), which starts a server about two seconds sooner than tsx's loader. The
// sources keep to erasable syntax (tsconfig's `erasableSyntaxOnly`) so that this works.
export function nodeArgsFor(script: string): string[] {
  return process.features.typescript ? [script] : ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', script];
}
