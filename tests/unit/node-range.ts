// Whether a Node version is inside an `engines.node` range. Only the comparators package.json uses
// are read (`>=`, `>`, `<=`, `<`, `^`, an exact version; `||` between alternatives); anything else
// throws, so a range written another way fails the test instead of passing it unread.

type Version = readonly [number, number, number];

function parse(text: string): Version {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/u.exec(text.trim());
  if (!match) throw new Error(`Not a version: "${text}"`);
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

function meets(version: Version, comparator: string): boolean {
  const match = /^(>=|>|<=|<|\^|=)?(.+)$/u.exec(comparator);
  if (!match) throw new Error(`Not a comparator: "${comparator}"`);
  const bound = parse(match[2]!);
  const order = compare(version, bound);
  switch (match[1]) {
    case '>=':
      return order >= 0;
    case '>':
      return order > 0;
    case '<=':
      return order <= 0;
    case '<':
      return order < 0;
    case '^':
      return order >= 0 && version[0] === bound[0];
    default:
      return order === 0;
  }
}

export function nodeSatisfies(version: string, range: string): boolean {
  const parsed = parse(version);
  return range.split('||').some((alternative) => {
    const comparators = alternative.trim().split(/\s+/u).filter(Boolean);
    if (comparators.length === 0) throw new Error(`Empty alternative in "${range}"`);
    return comparators.every((comparator) => meets(parsed, comparator));
  });
}
