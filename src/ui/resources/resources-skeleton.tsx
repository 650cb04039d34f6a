import { resourceList } from "styled-system/recipes";

const classes = resourceList();
const bar = classes.skeletonBar;

/** SPEC §2: skeletons while a tab's list loads; screen readers hear the label once. */
export function ResourcesSkeleton({ label, rows = 3 }: { readonly label: string; readonly rows?: number }) {
  return (
    <div role="status" aria-busy="true" className={classes.skeleton} data-testid="resources-skeleton">
      <span className={classes.skeletonLabel}>{label}</span>
      <div aria-hidden="true" className={classes.skeleton}>
        <div className={bar} style={{ height: "1.25rem", width: "10rem" }} />
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className={classes.skeletonRow}>
            <div className={bar} style={{ height: "1rem", width: "60%" }} />
            <div className={bar} style={{ height: "0.75rem", width: "85%" }} />
            <div className={bar} style={{ height: "0.75rem", width: "30%" }} />
          </div>
        ))}
      </div>
    </div>
  );
}
