import type { AuditEvent } from '../../../../contract/audit';
import { changeText, describeChanges } from '../lib/describe-changes';

/** The line's before and after, a field a line: `price: 45 → 50`. */
export function ChangesList({ event }: { event: AuditEvent }) {
  const changes = describeChanges(event.before, event.after);
  if (changes.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <ul className="grid gap-0.5 text-xs text-slate-700">
      {changes.map((change) => (
        <li key={change.field} className="wrap-anywhere">
          {changeText(change)}
        </li>
      ))}
    </ul>
  );
}
