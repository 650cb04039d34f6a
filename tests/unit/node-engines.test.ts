// The Node running the suite is one package.json's `engines` accepts, and so is the one named for
// development (.node-version, .nvmrc): a suite run on an older Node fails here by name instead of
// somewhere inside a library.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeSatisfies } from './node-range.ts';

const read = (name: string) => readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8');
const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;

describe('the Node version', () => {
  it(`running the suite is inside engines.node (${engines})`, () => {
    expect(nodeSatisfies(process.versions.node, engines), `Node ${process.versions.node} is outside "${engines}"`).toBe(true);
  });

  it('named by .node-version and .nvmrc is one, and inside engines.node', () => {
    const named = read('.node-version').trim();
    expect(read('.nvmrc').trim()).toBe(named);
    expect(nodeSatisfies(named, engines)).toBe(true);
  });

  it('is compared as a version, not as text', () => {
    expect(nodeSatisfies('22.12.0', '>=22.12')).toBe(true);
    expect(nodeSatisfies('22.9.0', '>=22.12')).toBe(false);
    expect(nodeSatisfies('20.20.2', '>=22.12')).toBe(false);
    expect(nodeSatisfies('100.0.0', '>=22.12')).toBe(true);
    expect(nodeSatisfies('24.1.0', '^22.22.2 || ^24.15.0')).toBe(false);
    expect(nodeSatisfies('24.21.0', '^22.22.2 || ^24.15.0')).toBe(true);
    expect(() => nodeSatisfies('24.21.0', '~24.1')).toThrow(/Not a version/);
  });
});
