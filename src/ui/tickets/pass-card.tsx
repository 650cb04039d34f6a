import { Progress } from "@ark-ui/react/progress";
import { passCard } from "styled-system/recipes";
import { useId } from "react";
import { Badge } from "../components/badge.tsx";
import { Button } from "../components/button.tsx";
import { cardSurface } from "../components/card.tsx";
import { passCategoryName, passShareOfCategory, passStatus, passUsage, type Pass } from "./pass-figures.ts";

/**
 * SPEC §2 Tickets & Passes: one pass allocation with its Invite and Register actions. The bar shows
 * how much of the allocation is used ("Used 3 of 10"); SPEC's share of the category's passes is a
 * figure beside the others.
 */

const { head, name: nameClass, figures, term, figure, progressHead, track, range, actions } = passCard();

export interface PassCardProps {
  readonly pass: Pass;
  readonly onInvite: () => void;
  /** Null for a role that may not register anyone: no Register button. */
  readonly onRegister: (() => void) | null;
}

export function PassCard({ pass, onInvite, onRegister }: PassCardProps) {
  const headingId = useId();
  const name = passCategoryName(pass);
  const status = passStatus(pass);
  const usage = passUsage(pass);
  return (
    <article aria-labelledby={headingId} className={cardSurface} data-testid="pass-card">
      <div className={head}>
        <h3 id={headingId} className={nameClass}>
          {name}
        </h3>
        <Badge tone="blue">Pass</Badge>
      </div>
      <dl className={figures}>
        <dt className={term}>Number of Passes</dt>
        <dd className={figure}>{pass.numberOfPasses}</dd>
        <dt className={term}>Category Passes</dt>
        <dd className={figure}>{pass.exhibitorCategory?.exhibitorPasses ?? 0}</dd>
        <dt className={term}>Status</dt>
        <dd className={figure}>
          <Badge tone={status === "Active" ? "green" : "grey"}>{status}</Badge>
        </dd>
        <dt className={term}>Share of Category</dt>
        <dd className={figure} data-testid="pass-share">
          {passShareOfCategory(pass)}%
        </dd>
      </dl>
      {/* The bar is the allocation's usage, labelled so: it sits under the figures, not under a usage line it could be confused with. */}
      <Progress.Root value={usage.used} min={0} max={usage.max}>
        <div className={progressHead}>
          <Progress.Label data-testid="pass-usage">{usage.label}</Progress.Label>
          <span data-testid="pass-remaining">{usage.remaining}</span>
        </div>
        <Progress.Track className={track} aria-label={`${name}: passes used`} aria-valuetext={usage.valueText}>
          <Progress.Range className={range} />
        </Progress.Track>
      </Progress.Root>
      <div className={actions}>
        <Button variant="outline" onClick={onInvite} aria-describedby={headingId}>
          Invite
        </Button>
        {onRegister === null ? null : (
          <Button onClick={onRegister} aria-describedby={headingId}>
            Register
          </Button>
        )}
      </div>
    </article>
  );
}
