/**
 * The domain the event lookup asks about, from the page's host name. Local hosts (`localhost`, IP
 * addresses) are sent as they are: the server maps them to its default event domain
 * (`DEFAULT_EVENT_DOMAIN`), so that rule lives in one place, on the server.
 * Host names are case-insensitive and may end with the root dot; IPv6 hosts come in brackets.
 */
export const domainForHost = (hostname: string): string => {
  const host = hostname.trim().toLowerCase().replace(/^\[(.*)\]$/, "$1").replace(/\.$/, "");
  return host === "" ? "localhost" : host;
};
