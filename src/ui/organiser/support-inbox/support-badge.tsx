import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { supportBadgeText, type supportBadgeMachine } from "../../../machines/organiser/support-inbox/support-badge.machine.ts";
import { supportInbox } from "styled-system/recipes";
import { Badge } from "../../components/badge.tsx";

const classes = supportInbox();

/** The console header's count of support requests waiting for an answer; nothing when none wait. */
export function SupportBadge({ actor }: { readonly actor: ActorRefFrom<typeof supportBadgeMachine> }) {
  const text = useSelector(actor, supportBadgeText);
  const open = useSelector(actor, (snapshot) => snapshot.context.open ?? 0);
  if (text === null) return null;
  return (
    <Badge tone="red">
      <span aria-hidden="true">{text}</span>
      <span className={classes.hidden}>{`${open} open support request${open === 1 ? "" : "s"}`}</span>
    </Badge>
  );
}
