// "Show more" under a list cut short: big results render a page of rows or tables at a time, and
// the button says how many are not shown yet.

type Props = {
  /** How many items are not shown; nothing renders when none are. */
  hidden: number;
  step: number;
  noun: [string, string];
  onMore: () => void;
};

export function ShowMore({ hidden, step, noun, onMore }: Props) {
  if (hidden <= 0) return null;
  const next = Math.min(step, hidden);
  return (
    <button type="button" className="button button--secondary button--sm" onClick={onMore}>
      Show {next} more {next === 1 ? noun[0] : noun[1]} ({hidden} not shown)
    </button>
  );
}
