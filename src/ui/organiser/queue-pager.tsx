import { Button } from "../components/button.tsx";

/**
 * A console queue's pager: the rows shown of the total ("1–50 of 120") with Previous and Next,
 * each enabled when the screen machine can take it.
 */
export function QueuePager(props: {
  readonly className: string;
  readonly range: string;
  readonly canPrevious: boolean;
  readonly canNext: boolean;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
}) {
  return (
    <nav className={props.className} aria-label="Pages">
      <span>{props.range}</span>
      <Button
        size="sm"
        variant="outline"
        disabled={!props.canPrevious}
        onClick={props.onPrevious}
      >
        Previous
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={!props.canNext}
        onClick={props.onNext}
      >
        Next
      </Button>
    </nav>
  );
}
