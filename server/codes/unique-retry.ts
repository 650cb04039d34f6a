// Ticket ids and ticket codes are drawn at random (40 bits); a draw may collide with a stored one,
// which the unique index refuses. The insert is then tried again with a fresh draw.
import { isUniqueViolation } from '../auth/accounts.ts';

/** Runs `insert` up to `attempts` times while it fails on a unique constraint. */
export async function retryOnUniqueViolation<T>(attempts: number, insert: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert();
    } catch (error) {
      if (attempt < attempts && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}
