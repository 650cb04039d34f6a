// The isolation matrix's cases for the Integrations operations (merged into CASES of
// isolation-matrix.ts): every endpoint id of another company answers 404 and changes nothing, and
// the list shows only the company's own endpoints. Each company starts with one endpoint carrying
// its canary (`canaryEndpoint`, made with the other records); it listens for an event the matrix
// never causes and points at a closed port, so no delivery runs while rows are compared.

const QUIET = { url: "http://127.0.0.1:9/isolation", events: ["lead.follow_up_done"] };

/** The endpoint each company is given before the matrix runs. */
export const canaryEndpoint = (canary: string) => ({ ...QUIET, description: `${canary} endpoint` });

export const WEBHOOK_CASES = {
  listWebhookEndpoints: [{ kind: "read", own: true }],
  createWebhookEndpoint: [{ kind: "own-write", body: (a: { name: string }) => ({ ...QUIET, description: `Own endpoint of ${a.name}` }) }],
  updateWebhookEndpoint: [{ kind: "path-id", body: { description: "Taken over", paused: true } }],
  deleteWebhookEndpoint: [{ kind: "path-id" }],
  rotateWebhookSecret: [{ kind: "path-id" }],
  sendWebhookTest: [{ kind: "path-id" }],
  listWebhookDeliveries: [{ kind: "path-id" }],
  // The delivery id stays the path's template text: another company's endpoint id alone answers 404.
  resendWebhookDelivery: [{ kind: "path-id" }],
} as const;
