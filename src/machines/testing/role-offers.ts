import type { Role } from "../../rules/roles.ts";

/** Every role with whether it may add, edit and delete on a managed screen: owners and admins may, staff and scanners may not. */
export const MANAGERS_ONLY: ReadonlyArray<readonly [Role, boolean]> = [
  ["owner", true],
  ["admin", true],
  ["staff", false],
  ["scanner", false],
];
