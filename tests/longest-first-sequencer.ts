// The order vitest starts the unit stage's files in. With two workers the stage ends when the last
// long file does: vitest starts the files it has timings for longest first, but a fresh clone has
// none, and it then starts the largest files first, by bytes. The fuzz files are a few lines that
// run for minutes, so they came last and ran alone for nearly three minutes at the end.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that run longest on their own, longest first (seconds measured on a two-core machine,
 * fresh clone). A file missing here only starts later; one that gets slow belongs here.
 */
export const LONGEST_FILES: readonly string[] = [
  'tests/fuzz/api-fuzz-pglite.test.ts', // 169 s
  'tests/fuzz/api-fuzz-postgres.test.ts', // 135 s
  'tests/unit/no-inspector-in-bundle.test.ts', // 56 s
  'server/reminders/reminders-two-servers.test.ts', // 45 s
  'tests/unit/paths-report.test.ts', // 40 s
  'src/api/contract-lint.test.ts', // 37 s
  'server/webhooks/deliveries.test.ts', // 34 s
  'tests/isolation/isolation-pglite.test.ts', // 34 s
  'server/admin/run-beside-server.test.ts', // 31 s
  'tests/unit/dev-script.test.ts', // 31 s
  'server/storage/two-servers-s3.test.ts', // 29 s
  'tests/unit/no-recorder-in-bundle.test.ts', // 27 s
  'server/testing/spawn-server.test.ts', // 24 s
  'tests/isolation/isolation-postgres.test.ts', // 23 s
];

const rankOf = (spec: TestSpecification): number => {
  const rank = LONGEST_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return rank === -1 ? LONGEST_FILES.length : rank;
};

/** vitest's own order, with the files known to run longest moved to the front. */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: the rest keep vitest's order.
    return sorted.sort((a, b) => rankOf(a) - rankOf(b));
  }
}
