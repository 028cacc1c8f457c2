/** A labelled value the user can read but not change here. */
export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-900 break-words">{value}</dd>
    </div>
  );
}
