import { useState } from 'react';
import { BookingDialog } from '../../../components/appointments/booking-dialog';
import { PageTitle } from '../../../components/layout/page-title';
import { ClockCard } from '../../../components/time-clock/clock-card';
import { useBusinessToday } from '../../../lib/api/appointments/use-business-today';
import { MiniMonth } from './mini-month';
import { PlanUsageCard } from './plan-usage-card';
import { QuickActions } from './quick-actions';
import { StatsCards } from './stats-cards';
import { SubscriptionSuccessBanner } from './subscription-success-banner';
import { TodayWidget } from './today-widget';

/** `/dashboard`: the day's numbers, the month in small over today's schedule, plan usage and quick actions. */
export function DashboardPage({ businessSlug }: { businessSlug: string }) {
  const today = useBusinessToday();
  const [booking, setBooking] = useState(false);
  const openBooking = () => setBooking(true);
  return (
    <>
      <PageTitle title="Dashboard" />
      <div className="grid gap-6">
        <SubscriptionSuccessBanner />
        <StatsCards />
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="grid min-w-0 content-start gap-6 lg:col-span-2">
            <MiniMonth today={today} onNewAppointment={openBooking} />
            <TodayWidget today={today} />
          </div>
          <div className="grid content-start gap-6">
            <ClockCard />
            <PlanUsageCard />
            <QuickActions businessSlug={businessSlug} today={today} onNewAppointment={openBooking} />
          </div>
        </div>
      </div>
      <BookingDialog
        open={booking}
        onOpenChange={setBooking}
        wording="dashboard"
        businessSlug={businessSlug}
      />
    </>
  );
}
