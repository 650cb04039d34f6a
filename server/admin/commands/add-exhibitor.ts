import { and, eq } from 'drizzle-orm';
import { isEmailAddress } from '../../../src/rules/field-rules.ts';
import { exhibitors, teamMembers, users } from '../../db/schema/all-tables.ts';
import { CliError } from '../cli-error.ts';
import { text, textOptions, type Command } from '../command.ts';
import { domainOption, findEvent, findUserByMobile, mobileOption, phoneCodeOption, required } from '../validate.ts';

export const addExhibitor: Command = {
  name: 'add-exhibitor',
  summary: 'Add a company to an event with its admin, who signs in with the mobile number.',
  usage:
    'add-exhibitor --domain D --name N --booth B --mobile 9876543210 [--phone-code 91] ' +
    '[--first-name ...] [--last-name ...] [--email ...]',
  options: textOptions('domain', 'name', 'booth', 'mobile', 'phone-code', 'first-name', 'last-name', 'email'),
  async prepare(values) {
    const domain = domainOption(text(values, 'domain'));
    const name = required('--name', text(values, 'name'));
    const booth = required('--booth', text(values, 'booth'));
    const mobile = mobileOption('--mobile', text(values, 'mobile'));
    const phoneCode = phoneCodeOption(text(values, 'phone-code'));
    const email = text(values, 'email')?.trim().toLowerCase();
    if (email !== undefined && !isEmailAddress(email)) {
      throw new CliError(`--email must be an e-mail address, got "${email}".`);
    }
    // Until the admin edits the profile, the header reads "Exhibitor Admin".
    const firstName = text(values, 'first-name')?.trim() || 'Exhibitor';
    const lastName = text(values, 'last-name')?.trim() || 'Admin';
    return async ({ db, out }) => {
      const event = await findEvent(db, domain);

      const created = await db.transaction(async (tx) => {
        if (await findUserByMobile(tx, event.id, phoneCode, mobile)) {
          throw new CliError(`+${phoneCode} ${mobile} already signs in at ${domain}; use another mobile number.`);
        }
        // A team member with this number elsewhere at the event would make sign-in ambiguous.
        const [member] = await tx
          .select({ company: exhibitors.name })
          .from(teamMembers)
          .innerJoin(exhibitors, eq(exhibitors.id, teamMembers.exhibitorId))
          .where(
            and(eq(exhibitors.eventId, event.id), eq(teamMembers.phoneCode, phoneCode), eq(teamMembers.authenticationId, mobile)),
          );
        if (member) throw new CliError(`+${phoneCode} ${mobile} is already on the team of "${member.company}" at ${domain}.`);
        if (email) {
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.eventId, event.id), eq(users.email, email)));
          if (taken) throw new CliError(`${email} already has an account at ${domain}.`);
        }

        const [exhibitor] = await tx
          .insert(exhibitors)
          .values({ eventId: event.id, name, boothNumber: booth })
          .returning({ id: exhibitors.id });
        const [user] = await tx
          .insert(users)
          .values({ eventId: event.id, exhibitorId: exhibitor!.id, firstName, lastName, email, phoneCode, mobile })
          .returning({ id: users.id });
        await tx.insert(teamMembers).values({
          exhibitorId: exhibitor!.id,
          userId: user!.id,
          fullName: `${firstName} ${lastName}`,
          emailId: email,
          phoneCode,
          authenticationId: mobile,
          designation: 'admin',
          companyName: name,
          isParentExhibitor: true,
          role: 'owner',
        });
        return exhibitor!.id;
      });
      out(`Added "${name}" (booth ${booth}) to ${domain}; admin signs in with +${phoneCode} ${mobile} (exhibitor id ${created}).`);
    };
  },
};
