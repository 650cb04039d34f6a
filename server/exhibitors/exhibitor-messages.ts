// What the organiser's exhibitor functions answer when a request is refused: the entities' names
// for 404s and the sentences that say what to fix.
import type { FieldProblem } from '../../src/rules/exhibitor-rules.ts';
import { ApiError } from '../http/api-error.ts';

export const EXHIBITOR = 'Exhibitor';
export const CATEGORY = 'Pass category';

export const ORGANISER_EXHIBITOR_MESSAGES = {
  nameTaken: (name: string) => `An exhibitor named "${name}" is already at this event. Use another name, or edit that exhibitor.`,
  emailTaken: 'This e-mail address already has an account at this event. Use another address, or leave it empty.',
  unknownCategory: 'This category is not one of the event\'s categories. Choose one from the list.',
  confirmRemoval: (name: string, what: string) =>
    `Removing "${name}" also deletes its ${what}. Send the removal again with confirm=true to remove it.`,
  nothingChanged: 'Send a name, a booth or a category to change.',
} as const;

export const invalid = (errors: FieldProblem[]) => new ApiError(400, errors[0]!.message, errors);
export const notFound = (entity: string) => new ApiError(404, `${entity} not found`);
