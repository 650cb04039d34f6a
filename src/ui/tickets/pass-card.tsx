import { Progress } from "@ark-ui/react/progress";
import { useId } from "react";
import { css } from "styled-system/css";
import { Badge } from "../components/badge.tsx";
import { Button } from "../components/button.tsx";
import { cardSurface } from "../components/card.tsx";
import { passCategoryName, passProgress, passStatus, passUsageText, type Pass } from "./pass-figures.ts";

/** SPEC §2 Tickets & Passes: one pass allocation with its Invite and Register actions. */

const head = css({ display: "flex", alignItems: "flex-start", justifyContent: "space-between", gap: "2" });
const nameClass = css({ fontSize: "lg", fontWeight: "semibold", color: "fg.default", overflowWrap: "anywhere" });
const figures = css({ display: "grid", gridTemplateColumns: "1fr auto", rowGap: "2", columnGap: "3", fontSize: "sm" });
const term = css({ color: "fg.muted" });
const figure = css({ fontWeight: "semibold", color: "fg.default", textAlign: "end" });
const progressHead = css({ display: "flex", justifyContent: "space-between", fontSize: "xs", color: "fg.muted", mb: "1.5" });
const track = css({ h: "2", bg: "bg.muted", borderRadius: "full", overflow: "hidden" });
const range = css({ h: "full", bg: "accent.default", borderRadius: "full", transition: "width 0.3s" });
const actions = css({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: "2", mt: "auto" });

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
        <dt className={term}>Used</dt>
        <dd className={figure} data-testid="pass-usage">
          {passUsageText(pass)}
        </dd>
      </dl>
      <Progress.Root value={passProgress(pass)} min={0} max={100}>
        <div className={progressHead}>
          <Progress.Label>Allocation</Progress.Label>
          <Progress.ValueText />
        </div>
        <Progress.Track className={track} aria-label={`${name} allocation`}>
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
