import { useSelector } from "@xstate/react";
import { leadActions } from "styled-system/recipes";
import { bulkQuestion, type BulkOperation, type BulkPriority } from "../../machines/leads/lead-bulk.machine.ts";
import type { LeadOffers } from "../../machines/leads/lead-offers.ts";
import { Button } from "../components/button.tsx";
import { ConfirmDialog } from "../components/confirm-dialog.tsx";
import type { LeadBulk } from "./use-lead-bulk.ts";
import type { LeadOwnerActor } from "./use-lead-owner.ts";

const classes = leadActions();

const PRIORITIES: ReadonlyArray<{ value: BulkPriority; label: string }> = [
  { value: "high", label: "High" },
  { value: "medium", label: "Medium" },
  { value: "low", label: "Low" },
];

const confirmTexts = (operation: BulkOperation | null) =>
  operation?.kind === "delete"
    ? { title: "Delete Leads", confirmLabel: "Delete", busyLabel: "Deleting..." }
    : { title: "Change Priority", confirmLabel: "Change Priority", busyLabel: "Updating..." };

/**
 * The selection toolbar under the filters while Bulk Actions is on: how many are selected, select
 * all in view or none, set a priority, hand them to a member, delete (each as the role allows);
 * each asks first.
 */
export function LeadBulkBar({
  bulk,
  offers,
  owner,
  visibleIds,
}: {
  readonly bulk: LeadBulk;
  readonly offers: LeadOffers;
  /** Assign to…: the screen's lead-owner child, which asks whom. */
  readonly owner: LeadOwnerActor;
  readonly visibleIds: () => ReadonlyArray<string>;
}) {
  const { actor, selected } = bulk;
  const confirming = useSelector(actor, (snapshot) => snapshot.hasTag("confirm"));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag("busy"));
  const operation = useSelector(actor, (snapshot) => snapshot.context.operation);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const count = selected.size;
  const request = (next: BulkOperation) => actor.send({ type: "bulk.request", operation: next });
  const texts = confirmTexts(operation);
  return (
    <section aria-label="Bulk actions" className={classes.bulkBar}>
      <div className={classes.group}>
        <p role="status" className={classes.count}>
          {count.toLocaleString("en-US")} selected
        </p>
        <Button size="sm" variant="outline" onClick={() => actor.send({ type: "selection.set", ids: visibleIds() })}>
          Select All in View
        </Button>
        <Button size="sm" variant="outline" onClick={() => actor.send({ type: "selection.clear" })} disabled={count === 0}>
          Clear Selection
        </Button>
      </div>
      <div className={classes.group}>
        {offers.bulkPriority ? (
          <div role="group" aria-label="Change priority of the selected leads" className={classes.group}>
            <span className={classes.groupLabel}>Change priority:</span>
            {PRIORITIES.map(({ value, label }) => (
              <Button key={value} size="sm" variant="outline" disabled={count === 0} onClick={() => request({ kind: "priority", priority: value })}>
                {label}
              </Button>
            ))}
          </div>
        ) : null}
        {offers.bulkAssign ? (
          <Button size="sm" variant="outline" disabled={count === 0} onClick={() => owner.send({ type: "owner.assignMany", ids: [...selected] })}>
            Assign to…
          </Button>
        ) : null}
        {offers.bulkDelete ? (
          <Button size="sm" variant="destructive" disabled={count === 0} onClick={() => request({ kind: "delete" })}>
            Delete Selected
          </Button>
        ) : null}
      </div>
      {error === null ? null : (
        <p role="alert" className={classes.error}>
          {error}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={texts.title}
        message={operation === null ? "" : bulkQuestion(operation, count)}
        confirmLabel={texts.confirmLabel}
        busyLabel={texts.busyLabel}
        busy={busy}
        onConfirm={() => actor.send({ type: "bulk.confirm" })}
        onCancel={() => actor.send({ type: "bulk.cancel" })}
      />
    </section>
  );
}
