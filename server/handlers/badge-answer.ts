// The answer both badge downloads give: the PDF as an attachment named after the ticket.
import type { FastifyReply } from 'fastify';
import type { BadgeFile } from '../badges/ticket-badge.ts';

export function badgeAttachment(reply: FastifyReply, { ticketCode, pdf }: BadgeFile): FastifyReply {
  return reply.header('content-disposition', `attachment; filename="badge-${ticketCode}.pdf"`).type('application/pdf').send(Buffer.from(pdf));
}
