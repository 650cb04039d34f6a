// The organiser console's Pass forms: the event's referral forms, read by organisers and their
// staff, saved by organisers (x-roles in the contract). Every call is scoped by the organiser's
// event; the domain is server/referral/pass-form-*.ts.
import { requireOrganiser } from '../http/organiser-scope.ts';
import { listPassForms, readPassForm } from '../referral/pass-form-read.ts';
import { savePassForm } from '../referral/pass-form-save.ts';
import type { DraftField } from '../../src/rules/form-definition-types.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

const answers = (n: number) => `${n} ${n === 1 ? 'answer' : 'answers'}`;

export function organiserPassFormHandlers({ db }: ServerDeps): OperationHandlers {
  return {
    async listOrganiserPassForms(request) {
      const { eventId } = requireOrganiser(request);
      return { success: true, data: await listPassForms(db, eventId) };
    },

    async getOrganiserPassForm(request) {
      const { eventId } = requireOrganiser(request);
      return { success: true, data: await readPassForm(db, eventId, request.params.formId) };
    },

    async saveOrganiserPassForm(request) {
      const { eventId } = requireOrganiser(request);
      const { fields, hideAnswers } = request.body;
      const saved = await savePassForm(db, eventId, request.params.formId, fields as DraftField[], { hideAnswers });
      const message = saved.hiddenAnswers > 0 ? `Pass form saved; ${answers(saved.hiddenAnswers)} hidden` : 'Pass form saved';
      return { success: true, message, data: saved.form };
    },
  };
}
