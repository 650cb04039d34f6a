import { useSelector } from "@xstate/react";
import { Link } from "wouter";
import { cx } from "styled-system/css";
import { portalHeader } from "styled-system/recipes";
import { signedInPart } from "../../machines/app/signed-in-parts.ts";
import { dueCountLabel, followUpsDueCountOf } from "../../machines/leads/follow-ups-due-count.ts";
import { MY_DUE_LEADS_PATH } from "../../machines/app/leads-address.ts";
import { useApp } from "../screen/app-context.ts";
import { headerPill } from "./header-pill.ts";

const pill = portalHeader().pillDue;

/**
 * "3 follow-ups due": the signed-in member's own leads due today (the event's day) or earlier, as
 * the app's `followUpsDue` read has them; a link to them on Lead Management. Nothing while the read
 * has not answered, and nothing when none is due.
 */
export function FollowUpsDueLink() {
  const read = useSelector(useApp(), (snapshot) => signedInPart(snapshot, "followUpsDue"));
  const count = useSelector(read, followUpsDueCountOf);
  if (count === null || count === 0) return null;
  return (
    <Link href={MY_DUE_LEADS_PATH} className={cx(headerPill, pill)} data-testid="header-due-count" aria-label={`${dueCountLabel(count)}: open your leads due`}>
      {dueCountLabel(count)}
    </Link>
  );
}
