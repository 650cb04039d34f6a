// Prepared statements for the per-request reads. drizzle builds a query's SQL anew on every call;
// a statement prepared once per database handle skips that work, and on node-postgres the name
// also lets each pool connection parse and plan it once and reuse the plan. PGlite ignores the
// name and still gains the skipped SQL building.
import type { Database, Transaction } from './connect.ts';

/** A database handle or an open transaction (either can prepare a statement). */
export type Executor = Database | Transaction;

// node-postgres refuses a name it already prepared on a connection with different SQL text, so a
// name may stand for one statement only; a second use is a programming error caught at load time.
const namesInUse = new Set<string>();

/**
 * One named prepared statement, built the first time it is needed on a database handle (or
 * transaction) and reused afterwards. `build` must call `.prepare(name)`. Handles are held
 * weakly: a finished transaction takes its statement with it.
 */
export function preparedStatement<Prepared extends object>(
  name: string,
  build: (db: Executor, name: string) => Prepared,
): (db: Executor) => Prepared {
  if (namesInUse.has(name)) throw new Error(`Prepared statement name "${name}" is used twice`);
  namesInUse.add(name);
  const byDatabase = new WeakMap<Executor, Prepared>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = build(db, name);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
