// The answer every create operation gives: 201 Created and the stored record in the envelope.
import type { FastifyReply } from 'fastify';

export function created<Data>(reply: FastifyReply, message: string, data: Data) {
  reply.code(201);
  return { success: true as const, message, data };
}
