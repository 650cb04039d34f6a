import { memo } from "react";
import { boothScans, progress } from "styled-system/recipes";
import { boothScanFigures, type ScanBar } from "../../machines/dashboard/booth-scan-figures.ts";
import { RemoteCard, type RemoteCardTexts } from "../components/remote-card.tsx";
import type { DashboardAnalytics } from "./dashboard-figures.ts";
import type { SectionRead } from "../components/remote-content.tsx";

const classes = boothScans();
const progressBar = progress();

function BarList({ label, bars }: { readonly label: string; readonly bars: ReadonlyArray<ScanBar> }) {
  return (
    <section aria-label={label} className={classes.barList}>
      <h3 className={classes.heading}>{label}</h3>
      <ul className={classes.bars}>
        {bars.map((bar) => (
          <li key={bar.key} className={classes.bar} data-testid="scan-bar">
            <div className={classes.barHead}>
              <span className={classes.barLabel}>{bar.label}</span>
              <span className={classes.barValue}>
                {bar.scans.toLocaleString("en-US")} {bar.scans === 1 ? "scan" : "scans"}
              </span>
            </div>
            <div className={progressBar.track} aria-hidden="true">
              <div className={progressBar.range} style={{ width: `${bar.percent}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

const BOOTH_SCANS_TEXTS: RemoteCardTexts = {
  title: "Booth scans",
  description: "Visitors your team captured at the booth (badges, codes, business cards), repeat scans included.",
  loadingLabel: "Loading booth scans...",
  empty: { title: "Nothing scanned yet", hint: "Badges, codes and business cards captured at the booth show here, by member and by hour." },
};

/**
 * What the team captured at the booth (every capture: badges, typed codes, contact codes, any other
 * code, business cards; repeats included): total, today, by member and by hour of the show.
 */
export const BoothScans = memo(function BoothScans({ analytics }: { readonly analytics: SectionRead<DashboardAnalytics> }) {
  return (
    <RemoteCard texts={BOOTH_SCANS_TEXTS} remote={analytics} isEmpty={(data) => boothScanFigures(data).empty}>
      {(data) => {
        const scans = boothScanFigures(data);
        return (
          <div className={classes.root} data-testid="booth-scans">
            <div className={classes.totals}>
              <p className={classes.figure}>
                <span className={classes.figureValue}>{scans.total.toLocaleString("en-US")}</span>
                <span className={classes.figureLabel}>Total scans</span>
              </p>
              <p className={classes.figure}>
                <span className={classes.figureValue}>{scans.today.toLocaleString("en-US")}</span>
                <span className={classes.figureLabel}>Today</span>
              </p>
            </div>
            <BarList label="By member" bars={scans.byMember} />
            <BarList label="By hour" bars={scans.byHour} />
          </div>
        );
      }}
    </RemoteCard>
  );
});
