import { Button } from '../ui/button';

/** A two-factor form's submit (with its pending wording) and, when the step can be left, Cancel. */
export function FormButtons({
  submitLabel,
  pendingLabel,
  pending,
  onCancel,
  destructive = false,
}: {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onCancel?: () => void;
  destructive?: boolean;
}) {
  return (
    <div className="flex gap-2">
      <Button type="submit" variant={destructive ? 'destructive' : 'primary'} disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
      {onCancel ? (
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </div>
  );
}
