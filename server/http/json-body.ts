// JSON bodies as Fastify parses them, except that an empty body with a JSON content type counts as
// "no body": many clients send `Content-Type: application/json` on every request, including the
// body-less POSTs of the contract (create-sample-data, downloads/{id}/increment). Routes that need
// a body still reject the missing one through their schema, with a field-level message.
import type { FastifyInstance } from 'fastify';

export function registerJsonBodyParser(app: FastifyInstance): void {
  const strict = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    strict(request, text, done);
  });
}
