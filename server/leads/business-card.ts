// A business card read on the device (POST /leads/business-card): the fields the person at the booth
// checked, the card's photos (uploaded first through POST /leads/photos) and the text read from
// them. A card of a visitor the company already has (same e-mail, or same phone and nothing that
// says it is someone else: contact-merge.ts) is merged into that lead, which gains the photos;
// otherwise it makes a lead with source `business_card`.
import type { Database } from '../db/connect.ts';
import { ApiError } from '../http/api-error.ts';
import type { AuthContext } from '../context/auth-context.ts';
import type { JsonBody } from '../context/operation-types.ts';
import { captureSettings } from './capture-settings.ts';
import { captureTime } from './capture-time.ts';
import { givenPerson, NO_PERSON, withGiven } from './capture-person.ts';
import { recordCapture, type CaptureAnswer } from './capture-record.ts';
import { leadForContact } from './contact-merge.ts';
import { requireOwnPhoto, type NewLeadImage } from './lead-images.ts';

export type BusinessCardBody = JsonBody<'captureBusinessCard'>;

export const CARD_MESSAGES = {
  created: 'Lead captured from the business card',
  knownVisitor: 'The company already has a lead for this visitor: the card was merged into it',
  nameRequired: "Type the visitor's name as the card gives it.",
} as const;

export async function captureCard(db: Database, auth: AuthContext, body: BusinessCardBody): Promise<CaptureAnswer> {
  const { country } = await captureSettings(db, auth.eventId);
  const person = withGiven(NO_PERSON, givenPerson(body.person, country));
  if (!person.fullName) throw new ApiError(400, CARD_MESSAGES.nameRequired, [{ path: '/person/fullName', message: CARD_MESSAGES.nameRequired }]);
  await requireOwnPhoto(db, auth.exhibitorId, body.photo, '/photo');
  const images: NewLeadImage[] = [{ url: body.photo, label: 'card_front' }];
  if (body.backPhoto !== undefined) {
    await requireOwnPhoto(db, auth.exhibitorId, body.backPhoto, '/backPhoto');
    images.push({ url: body.backPhoto, label: 'card_back' });
  }
  const text = body.text?.trim() || null;
  const at = captureTime(body.scannedAt, new Date());
  const outcome = await db.transaction(async (tx) =>
    recordCapture(tx, auth, await leadForContact(tx, auth, { source: 'business_card', kind: 'business_card', text, person }), {
      at,
      person,
      qualification: body.qualification,
      images,
      read: { label: 'Read from a business card', text },
      summary: (name, created) => (created ? `Read the business card of ${name}: new lead` : `Read the business card of ${name}: merged into the existing lead`),
      actions: { created: 'lead.card', existing: 'lead.merge' },
    }),
  );
  return { ...outcome, message: outcome.created ? CARD_MESSAGES.created : CARD_MESSAGES.knownVisitor };
}
