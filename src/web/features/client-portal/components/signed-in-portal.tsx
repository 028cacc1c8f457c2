import { LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { isUnauthorized } from '../../../lib/portal/portal-api';
import { forgetPortalToken } from '../../../lib/portal/portal-session';
import { toast } from '../../../lib/toast';
import { usePortalProfile } from '../api/get-profile';
import { usePortalSignOut } from '../api/sign-out';
import { AppointmentsTab } from './appointments-tab';
import { BookServiceTab } from './book-service-tab';
import { ProfileTab } from './profile-tab';

type SignedInPortalProps = { token: string; businessId: number; cutoffHours: number };

/** The signed-in client's portal: My Profile, My Appointments, Book Service. */
export function SignedInPortal({ token, businessId, cutoffHours }: SignedInPortalProps) {
  const profile = usePortalProfile(token);
  const signOut = usePortalSignOut(businessId, token);
  const expired = isUnauthorized(profile.error);
  useEffect(() => {
    // The sign-in expired or was revoked: back to the sign-in form.
    if (expired) forgetPortalToken(businessId);
  }, [expired, businessId]);

  if (profile.isPending) {
    return <LoadingSkeleton label="Loading your profile…" className="grid gap-4" bars={['h-12', 'h-64']} />;
  }
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => profile.refetch()} />;

  const client = profile.data;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">Welcome, {client.name}</h2>
          <p className="text-sm text-slate-600">{client.business.name}</p>
        </div>
        <Button
          variant="outline"
          disabled={signOut.isPending}
          onClick={() =>
            signOut.mutate(undefined, { onSettled: () => toast({ type: 'success', title: 'Logged Out' }) })
          }
        >
          <LogOut aria-hidden="true" />
          Sign Out
        </Button>
      </div>
      <Tabs defaultValue="profile" className="grid gap-4">
        <TabsList>
          <TabsTrigger value="profile">My Profile</TabsTrigger>
          <TabsTrigger value="appointments">My Appointments</TabsTrigger>
          <TabsTrigger value="book">Book Service</TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          <ProfileTab token={token} profile={client} />
        </TabsContent>
        <TabsContent value="appointments">
          <AppointmentsTab token={token} cutoffHours={cutoffHours} client={client} />
        </TabsContent>
        <TabsContent value="book">
          <BookServiceTab client={client} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
