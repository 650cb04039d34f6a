// Not built yet: answers 503 until this file's operations are written.
import { ApiError } from '../http/api-error.ts';
import type { HandlerMap } from './types.ts';

const notYet = async (): Promise<never> => {
  throw new ApiError(503, 'This is not available yet.');
};

export function leadOwnerHandlers(): HandlerMap {
  return {
    assignLeadOwner: notYet,
    bulkAssignLeadOwner: notYet,
  };
}
