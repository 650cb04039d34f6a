import { useSelector } from "@xstate/react";
import { LEAVE_TEXTS, type LeaveGuardRef } from "../../machines/forms/leave-guard.machine.ts";
import { Button } from "./button.tsx";
import { Dialog } from "./dialog.tsx";

/** Asks before an in-app move drops unsaved work: Stay keeps it, Leave goes. */
export default function LeaveGuardDialog({ guard }: { readonly guard: LeaveGuardRef }) {
  const asking = useSelector(guard, (snapshot) => snapshot.hasTag("asking"));
  const stay = () => guard.send({ type: "leave.stay" });
  return (
    <Dialog
      open={asking}
      role="alertdialog"
      onClose={stay}
      title={LEAVE_TEXTS.title}
      description={LEAVE_TEXTS.description}
      footer={
        <>
          <Button variant="outline" onClick={stay}>
            {LEAVE_TEXTS.stay}
          </Button>
          <Button variant="destructive" onClick={() => guard.send({ type: "leave.confirm" })}>
            {LEAVE_TEXTS.leave}
          </Button>
        </>
      }
    />
  );
}
