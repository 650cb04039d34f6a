// The database handle or an open transaction: helpers accept either so callers choose the scope.
import type { Database } from '../db/connect.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;
