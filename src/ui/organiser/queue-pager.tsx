import { useSelector } from "@xstate/react";
import type { AnyActorRef } from "xstate";
import { Button } from "../components/button.tsx";

/**
 * A console queue's pager: the rows shown of the total ("1–50 of 120") with Previous and Next,
 * each enabled when the screen machine can take it (`page.previous`, `page.next`). Nothing while
 * there is no range (no page read, or no rows).
 */
export function QueuePager(props: { readonly actor: AnyActorRef; readonly className: string; readonly range: string | null }) {
  const { actor, className, range } = props;
  const canPrevious = useSelector(actor, (snapshot) => snapshot.can({ type: "page.previous" }) as boolean);
  const canNext = useSelector(actor, (snapshot) => snapshot.can({ type: "page.next" }) as boolean);
  if (range === null) return null;
  return (
    <nav className={className} aria-label="Pages">
      <span>{range}</span>
      <Button size="sm" variant="outline" disabled={!canPrevious} onClick={() => actor.send({ type: "page.previous" })}>
        Previous
      </Button>
      <Button size="sm" variant="outline" disabled={!canNext} onClick={() => actor.send({ type: "page.next" })}>
        Next
      </Button>
    </nav>
  );
}
