// A real fault for tests: the database refuses every new job of the mail queue, as a database
// failing right after a registration's commit would. A trigger on pg-boss's job table, made and
// dropped by the test; nothing in the server is replaced.
import { MAIL_QUEUE } from '../mail/mail-queue.ts';

/** Statements that make the database refuse new mail jobs, in order. */
export const REFUSE_MAIL_JOBS: readonly string[] = [
  `create function refuse_mail_job() returns trigger language plpgsql as $$
    begin if new.name = '${MAIL_QUEUE}' then raise exception 'mail jobs refused by the test'; end if; return new; end $$`,
  `create trigger refuse_mail_job before insert on pgboss.job for each row execute function refuse_mail_job()`,
];

/** Statements that take the refusal away again, in order. */
export const ALLOW_MAIL_JOBS: readonly string[] = ['drop trigger refuse_mail_job on pgboss.job', 'drop function refuse_mail_job()'];
