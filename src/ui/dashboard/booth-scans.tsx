import { memo } from "react";
import { css } from "styled-system/css";
import { boothScanFigures, type ScanBar } from "../../machines/dashboard/booth-scans.ts";
import { Card } from "../components/card.tsx";
import type { DashboardAnalytics } from "./dashboard-figures.ts";
import { RemoteContent, SectionEmpty, type SectionRead } from "./section-state.tsx";

const track = css({ h: "2", w: "full", bg: "bg.muted", borderRadius: "full", overflow: "hidden" });
const fill = css({ h: "full", bg: "accent.default", borderRadius: "full" });
const totals = css({ display: "flex", gap: "6", flexWrap: "wrap" });
const figure = css({ display: "flex", flexDirection: "column" });
const figureValue = css({ fontSize: "2xl", fontWeight: "bold", fontVariantNumeric: "tabular-nums" });
const heading = css({ fontSize: "sm", fontWeight: "semibold" });

function BarList({ label, bars }: { readonly label: string; readonly bars: ReadonlyArray<ScanBar> }) {
  return (
    <section aria-label={label} className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
      <h3 className={heading}>{label}</h3>
      <ul className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
        {bars.map((bar) => (
          <li key={bar.key} className={css({ display: "flex", flexDirection: "column", gap: "1" })} data-testid="scan-bar">
            <div className={css({ display: "flex", justifyContent: "space-between", gap: "3", fontSize: "sm" })}>
              <span className={css({ minW: "0", overflowWrap: "anywhere" })}>{bar.label}</span>
              <span className={css({ color: "fg.muted", fontVariantNumeric: "tabular-nums" })}>
                {bar.scans.toLocaleString("en-US")} {bar.scans === 1 ? "scan" : "scans"}
              </span>
            </div>
            <div className={track} aria-hidden="true">
              <div className={fill} style={{ width: `${bar.percent}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What the team captured at the booth (every capture: badges, typed codes, contact codes, any other
 * code, business cards; repeats included): total, today, by member and by hour of the show.
 */
export const BoothScans = memo(function BoothScans({ analytics }: { readonly analytics: SectionRead<DashboardAnalytics> }) {
  return (
    <Card title="Booth scans" description="Visitors your team captured at the booth (badges, codes, business cards), repeat scans included.">
      <RemoteContent remote={analytics} loadingLabel="Loading booth scans...">
        {(data) => {
          const scans = boothScanFigures(data);
          if (scans.empty) {
            return <SectionEmpty title="Nothing scanned yet" hint="Badges, codes and business cards captured at the booth show here, by member and by hour." />;
          }
          return (
            <div className={css({ display: "flex", flexDirection: "column", gap: "5" })} data-testid="booth-scans">
              <div className={totals}>
                <p className={figure}>
                  <span className={figureValue}>{scans.total.toLocaleString("en-US")}</span>
                  <span className={css({ fontSize: "sm", color: "fg.muted" })}>Total scans</span>
                </p>
                <p className={figure}>
                  <span className={figureValue}>{scans.today.toLocaleString("en-US")}</span>
                  <span className={css({ fontSize: "sm", color: "fg.muted" })}>Today</span>
                </p>
              </div>
              <BarList label="By member" bars={scans.byMember} />
              <BarList label="By hour" bars={scans.byHour} />
            </div>
          );
        }}
      </RemoteContent>
    </Card>
  );
});
