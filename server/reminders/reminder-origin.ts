// Where a reminder's links point. A reminder is sent by a job, with no request to read the portal's
// address from (server/http/portal-origin.ts), so it comes from the configuration: PUBLIC_ORIGIN
// when set; else the event's own domain, on which the portal serves that event; and for the default
// event (served on localhost or an address in development) this server's own address.
import { displayOrigin } from '../banner.ts';
import type { Config } from '../config.ts';

export type OriginConfig = Pick<Config, 'publicOrigin' | 'defaultEventDomain' | 'host' | 'port' | 'tls'>;

/** `listeningPort`: the port the server really took (PORT=0 asks for any free one). */
export function reminderOrigin(config: OriginConfig, eventDomain: string, listeningPort: number = config.port): string {
  if (config.publicOrigin) return config.publicOrigin;
  if (eventDomain.toLowerCase() !== config.defaultEventDomain) return `https://${eventDomain.toLowerCase()}`;
  return displayOrigin(config.host, listeningPort, config.tls !== undefined);
}
