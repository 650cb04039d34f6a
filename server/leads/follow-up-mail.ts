// Send Info's e-mail: the chosen resources as links the lead can open without an account. A
// stored file is served by the portal under /files/, so it needs the portal's public origin; a
// link resource is its own address.
import { isWebUrl } from '../../src/rules/field-rules.ts';
import type { MailMessage } from '../mail/mail-sender.ts';

export interface SentResource {
  title: string;
  /** The stored file's path (relative to /files/) or the link's address. */
  attachment: string | null;
}

/** The address the lead opens; null when the resource points at nothing. */
export function resourceLink(origin: string, resource: SentResource): string | null {
  const address = (resource.attachment ?? '').trim();
  if (address === '') return null;
  if (isWebUrl(address)) return address;
  return `${origin}/files/${address.replace(/^\/+/, '').replace(/^files\//, '')}`;
}

export interface InfoMail {
  to: string;
  leadName: string;
  company: string;
  event: string;
  origin: string;
  resources: ReadonlyArray<SentResource>;
}

export function infoMail({ to, leadName, company, event, origin, resources }: InfoMail): MailMessage {
  const lines = resources.flatMap((resource) => {
    const link = resourceLink(origin, resource);
    return link === null ? [] : [`- ${resource.title}: ${link}`];
  });
  const text = [
    `Hello ${leadName},`,
    '',
    `Thank you for visiting ${company} at ${event}. Here is the information we promised:`,
    '',
    ...lines,
    '',
    `Best regards,`,
    company,
  ].join('\n');
  return { to, subject: `${company}: the information you asked for`, text };
}
