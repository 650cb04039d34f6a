// Every row's id is a UUID (docs/architecture.md, "Ids"). PostgreSQL raises a cast error for a
// malformed one, so an id from outside is checked before it reaches a query.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
