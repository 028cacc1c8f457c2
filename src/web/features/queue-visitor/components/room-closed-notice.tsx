import { CircleAlert } from 'lucide-react';
import { WAITING_LIST_CLOSED, WAITING_LIST_FULL } from '../../../../contract/waiting-rooms';
import { Card } from '../../../components/ui/card';

/** Instead of the form: the room is closed, or full for now. */
export function RoomClosedNotice({ closed }: { closed: boolean }) {
  return (
    <Card className="flex items-start gap-3 border-amber-200 bg-amber-50 p-5">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="grid gap-1">
        <p className="font-semibold text-slate-900">{closed ? WAITING_LIST_CLOSED : WAITING_LIST_FULL}</p>
        <p className="text-sm text-slate-700">
          {closed
            ? 'Please ask at the front desk.'
            : 'Please try again in a little while, or ask at the front desk.'}
        </p>
      </div>
    </Card>
  );
}
