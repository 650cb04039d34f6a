// vCard 4.0 (RFC 6350): one card per lead, CRLF line ends, text values escaped (§3.4) and lines
// folded at 75 octets (§3.2) without cutting a UTF-8 character in two.
import type { ExportLead } from '../leads/lead-export-pages.ts';
import { splitName } from '../../src/rules/crm-mapping.ts';

/**
 * §3.4: backslash and comma escaped, line breaks written as \n; a semicolon only in the compound
 * values (N, ORG), where it separates components and a reader would split on it.
 */
export function escapeText(value: string, compound = false): string {
  const special = compound ? /[\\,;]/g : /[\\,]/g;
  return value.replace(special, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');
}
const escapeComponent = (value: string) => escapeText(value, true);

/** §3.2: a line longer than 75 octets continues on lines starting with one space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; a continuation line's leading space counts as one of its 75.
  let limit = 75;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function property(name: string, value: string): string {
  return foldLine(`${name}:${value}`) + '\r\n';
}

/** One lead as a vCard; empty fields are left out rather than written blank. */
export function leadVCard(lead: ExportLead): string {
  const { first, last } = splitName(lead.fullName);
  let card = 'BEGIN:VCARD\r\nVERSION:4.0\r\n';
  card += property('FN', escapeText(lead.fullName));
  card += property('N', `${escapeComponent(last)};${escapeComponent(first)};;;`);
  if (lead.companyName) card += property('ORG', escapeComponent(lead.companyName));
  if (lead.designation) card += property('TITLE', escapeText(lead.designation));
  if (lead.emailId) card += property('EMAIL', escapeText(lead.emailId));
  if (lead.phone) card += property('TEL;VALUE=text', escapeText(lead.phone));
  if (lead.tags.length > 0) card += property('CATEGORIES', lead.tags.map((tag) => escapeText(tag)).join(','));
  const note = [lead.remarks ?? '', lead.notes].filter((text) => text !== '').join('\n');
  if (note) card += property('NOTE', escapeText(note));
  return card + 'END:VCARD\r\n';
}

export async function* vcardChunks(pages: AsyncIterable<ReadonlyArray<ExportLead>>): AsyncGenerator<string> {
  for await (const leads of pages) if (leads.length > 0) yield leads.map(leadVCard).join('');
}
