// A receiver of the portal's lead webhooks in a few lines: it verifies each delivery's signature
// with the endpoint's secret and prints the lead. Run: WEBHOOK_SECRET=whsec_... node examples/webhook-receiver.mjs
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';

const hook = new Webhook(process.env.WEBHOOK_SECRET);
const seen = new Set(); // webhook-id is the same on every retry and resend: act once per id.

createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    try {
      const event = hook.verify(body, request.headers); // throws on a bad signature or an old timestamp
      if (!seen.has(request.headers['webhook-id'])) {
        seen.add(request.headers['webhook-id']);
        console.log(event.type, event.data.user.fullName, JSON.stringify(event.crm.hubspot));
      }
      response.writeHead(204).end();
    } catch {
      response.writeHead(400).end();
    }
  });
}).listen(Number(process.env.PORT ?? 4000), () => console.log('listening'));
