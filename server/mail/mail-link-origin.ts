// Where the links of e-mails sent by a job point (the daily reminders, the webhook pause notice).
// A job has no request to read the portal's address from (server/http/portal-origin.ts), so it
// comes from the configuration: PUBLIC_ORIGIN when set; else the event's own domain, on which the
// portal serves that event; and for the default event (served on localhost or an address in
// development) this server's own address.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { displayOrigin } from '../banner.ts';
import type { Config } from '../config.ts';

export type OriginConfig = Pick<Config, 'publicOrigin' | 'defaultEventDomain' | 'host' | 'port' | 'tls'>;

/** The portal's origin for an event, by its domain. */
export type OriginFor = (eventDomain: string) => string;

/** `listeningPort`: the port the server really took (PORT=0 asks for any free one). */
export function mailLinkOrigin(config: OriginConfig, eventDomain: string, listeningPort: number = config.port): string {
  if (config.publicOrigin) return config.publicOrigin;
  if (eventDomain.toLowerCase() !== config.defaultEventDomain) return `https://${eventDomain.toLowerCase()}`;
  return displayOrigin(config.host, listeningPort, config.tls !== undefined);
}

/** The origins of a server's e-mails: its real port once it listens, when no public address is set. */
export function mailLinkOrigins(app: FastifyInstance, config: OriginConfig): OriginFor {
  const listeningPort = () => (app.server.address() as AddressInfo | null)?.port ?? config.port;
  return (eventDomain) => mailLinkOrigin(config, eventDomain, listeningPort());
}
