import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { joinQueueForm } from '../../../../contract/public-forms';
import {
  type JoinQueue,
  type JoinQueueInput,
  type PublicWaitingRoom,
  statusPath,
} from '../../../../contract/waiting-rooms';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  VisitorFields,
  visitorFormDefaults,
  visitorFormFields,
} from '../../../components/walk-ins/visitor-fields';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { errorMessage } from '../../../lib/error-message';
import { useJoinQueue } from '../api/join-queue';
import { rememberPlace } from '../lib/saved-place';

/** Name, optional email and phone, the service when the room offers some: then the visitor's own page. */
export function JoinForm({ room }: { room: PublicWaitingRoom }) {
  const [, navigate] = useLocation();
  const form = useForm<JoinQueueInput, unknown, JoinQueue>({
    resolver: zodResolver(joinQueueForm),
    defaultValues: visitorFormDefaults,
  });
  const join = useJoinQueue(room.id);
  const submit = form.handleSubmit((visitor) =>
    join.mutate(visitor, {
      onSuccess: ({ token }) => {
        rememberPlace(room.id, token);
        navigate(statusPath(token));
      },
      onError: (error) => {
        if (applyFieldErrors(error, form.setError, visitorFormFields)) join.reset();
      },
    }),
  );
  return (
    <form noValidate aria-label="Join the waiting list" onSubmit={submit} className="grid gap-4">
      <VisitorFields form={form} services={room.services} />
      <p className="text-xs text-slate-600">
        Next you'll see your place in line. Keep that page open: it updates by itself.
      </p>
      {join.isError ? (
        <ErrorAlert>
          {errorMessage(join.error, 'Could not join the waiting list. Please try again.')}
        </ErrorAlert>
      ) : null}
      <Button type="submit" size="lg" disabled={join.isPending} className="h-12 w-full">
        {join.isPending ? 'Joining...' : 'Join the waiting list'}
      </Button>
    </form>
  );
}
