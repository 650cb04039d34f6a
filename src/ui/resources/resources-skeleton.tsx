import { css } from "styled-system/css";

const bar = css({ bg: "bg.muted", borderRadius: "md", animation: "pulse" });
const row = css({ display: "flex", flexDirection: "column", gap: "2", padding: "4", borderWidth: "1px", borderColor: "border.default", borderRadius: "lg", bg: "bg.surface" });

/** SPEC §2: skeletons while a tab's list loads; screen readers hear the label once. */
export function ResourcesSkeleton({ label, rows = 3 }: { readonly label: string; readonly rows?: number }) {
  return (
    <div role="status" aria-busy="true" className={css({ display: "flex", flexDirection: "column", gap: "3" })} data-testid="resources-skeleton">
      <span className={css({ srOnly: true })}>{label}</span>
      <div aria-hidden="true" className={css({ display: "flex", flexDirection: "column", gap: "3" })}>
        <div className={bar} style={{ height: "1.25rem", width: "10rem" }} />
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className={row}>
            <div className={bar} style={{ height: "1rem", width: "60%" }} />
            <div className={bar} style={{ height: "0.75rem", width: "85%" }} />
            <div className={bar} style={{ height: "0.75rem", width: "30%" }} />
          </div>
        ))}
      </div>
    </div>
  );
}
