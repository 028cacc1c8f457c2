import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type JoinQueue,
  type JoinQueueInput,
  joinQueueSchema,
  WAITING_LIST_CLOSED,
  WAITING_LIST_FULL,
  type WaitingRoom,
} from '../../../../contract/waiting-rooms';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import {
  VisitorFields,
  visitorFormDefaults,
  visitorFormFields,
} from '../../../components/walk-ins/visitor-fields';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { errorMessage } from '../../../lib/error-message';
import { estimatedWaitText } from '../../../lib/queue-display';
import { type AddedToQueue, useAddToQueue } from '../api/add-to-queue';
import { useRoomServices } from '../lib/use-room-services';
import { KioskConfirmation } from './kiosk-confirmation';

/** The kiosk's join form, or its confirmation; a closed or full room says so instead of asking. */
export function KioskJoin({ room }: { room: WaitingRoom }) {
  const form = useForm<JoinQueueInput, unknown, JoinQueue>({
    resolver: zodResolver(joinQueueSchema),
    defaultValues: visitorFormDefaults,
  });
  const services = useRoomServices(room);
  const add = useAddToQueue(room.id);
  const [joined, setJoined] = useState<AddedToQueue | null>(null);
  const full = room.maxCapacity !== null && room.currentCount >= room.maxCapacity;
  const refused = !room.isActive || full;
  const { reset: forgetAnswer } = add;
  // A refusal read before the room was (closed or full) is stale once it opens again.
  useEffect(() => {
    if (refused) forgetAnswer();
  }, [refused, forgetAnswer]);

  if (joined) {
    return (
      <KioskConfirmation
        joined={joined}
        onDone={() => {
          setJoined(null);
          add.reset();
          form.reset(visitorFormDefaults);
        }}
      />
    );
  }
  if (refused) return <KioskRefusal message={room.isActive ? WAITING_LIST_FULL : WAITING_LIST_CLOSED} />;

  const submit = form.handleSubmit((visitor) =>
    add.mutate(
      { ...visitor, source: 'kiosk' },
      {
        onSuccess: setJoined,
        onError: (error) => {
          if (applyFieldErrors(error, form.setError, visitorFormFields)) add.reset();
        },
      },
    ),
  );
  return (
    <Card className="grid gap-6 p-5 sm:p-8">
      <p className="text-balance text-center text-xl font-semibold text-primary-800">
        {estimatedWaitText(room.estimatedWaitTime)}
      </p>
      <form noValidate aria-label="Join the waiting list" onSubmit={submit} className="grid gap-5">
        <VisitorFields form={form} services={services} kiosk />
        {add.isError ? (
          <ErrorAlert className="text-base">
            {errorMessage(add.error, 'Could not join the waiting list. Please try again.')}
          </ErrorAlert>
        ) : null}
        <Button type="submit" size="lg" disabled={add.isPending} className="h-16 text-xl">
          {add.isPending ? 'Joining...' : 'Join the waiting list'}
        </Button>
      </form>
    </Card>
  );
}

/** 'This waiting list is closed' or 'The waiting list is full', large enough to read from the door. */
function KioskRefusal({ message }: { message: string }) {
  return (
    <Card role="alert" className="flex flex-col items-center gap-4 p-8 text-center">
      <CircleAlert aria-hidden="true" className="size-12 text-amber-600" />
      <p className="text-2xl font-bold text-slate-900 sm:text-3xl">{message}</p>
      <p className="text-lg text-slate-700">Please ask at the front desk.</p>
    </Card>
  );
}
