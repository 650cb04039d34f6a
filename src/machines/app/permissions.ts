import { OPERATION_ROLES } from "../../api/operation-roles.ts";
import { canCall, type Role } from "../../rules/roles.ts";

export type OperationId = keyof typeof OPERATION_ROLES;

/**
 * True when a person with this role may call the operation: the contract's `x-roles`, the same list
 * the server enforces. Screens offer a control only when this holds, so no button only answers 403.
 */
export const mayCall = (role: Role | null, operation: OperationId): boolean => canCall(role, OPERATION_ROLES[operation]);
