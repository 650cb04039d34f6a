// A person changes their own sign-in number, proven by a code sent to the NEW number, so nobody can
// move an account onto a number they do not hold. The account and the person's team row change
// together; a number any account or member of the event already has is refused (409).
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { teamMembers, users } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import { recordActivity } from '../activity/record.ts';
import type { AuthContext } from '../context/auth-context.ts';
import { findUserById, isUniqueViolation, type UserRow } from './accounts.ts';
import type { EventRow } from './event-lookup.ts';
import { SAME_NUMBER } from './messages.ts';
import type { MobileSignIn } from './mobile-sign-in.ts';
import { assertNumberFree, numberTaken } from './number-free.ts';
import type { PhoneNumber } from './phone.ts';

interface Caller {
  ip: string;
  log: FastifyBaseLogger;
}

type Person = Pick<AuthContext, 'userId' | 'memberId' | 'exhibitorId' | 'eventId' | 'name'>;

export function createNumberChange({ db, mobile }: { db: Database; mobile: MobileSignIn }) {
  async function refuseOwnOrTaken(person: Person, phone: PhoneNumber): Promise<void> {
    const user = await findUserById(db, person.userId);
    if (!user) throw new ApiError(401, 'Unauthorized');
    if (user.phoneCode === phone.phoneCode && user.mobile === phone.mobile) throw new ApiError(400, SAME_NUMBER, [{ path: 'mobile', message: SAME_NUMBER }]);
    await db.transaction((tx) => assertNumberFree(tx, person.eventId, phone, { userId: person.userId, memberId: person.memberId }));
  }

  return {
    /** requestMobileChangeCode: refused at once for a taken number, so no code goes to its holder. */
    async sendCode(caller: Caller, event: EventRow, person: Person, phone: PhoneNumber): Promise<void> {
      await refuseOwnOrTaken(person, phone);
      await mobile.deliverCode(caller, event, { eventId: event.id, ...phone }, { known: true, purpose: 'number' });
    },

    /** changeMobile: the code first, then the number checked again and written under its lock. */
    async change(caller: Caller, person: Person, phone: PhoneNumber, otp: string): Promise<UserRow> {
      await refuseOwnOrTaken(person, phone);
      await mobile.checkCode(caller, { eventId: person.eventId, ...phone }, otp, ['number']);
      try {
        return await db.transaction(async (tx) => {
          await assertNumberFree(tx, person.eventId, phone, { userId: person.userId, memberId: person.memberId });
          const [user] = await tx
            .update(users)
            .set({ phoneCode: phone.phoneCode, mobile: phone.mobile })
            .where(eq(users.id, person.userId))
            .returning();
          if (!user) throw new ApiError(401, 'Unauthorized');
          await tx
            .update(teamMembers)
            .set({ phoneCode: phone.phoneCode, authenticationId: phone.mobile })
            .where(eq(teamMembers.id, person.memberId));
          await recordActivity(tx, person, {
            category: 'team',
            action: 'team.number',
            summary: `${person.name} changed their sign-in number`,
            subjectId: person.memberId,
          });
          return user;
        });
      } catch (error) {
        // A sign-up that took the number between the check and the write.
        if (isUniqueViolation(error)) throw numberTaken();
        throw error;
      }
    },
  };
}
