import { CalendarClock, Link as LinkIcon, MessageSquare, Scissors } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useCan } from '../../../lib/current-user';

export function QuickActions({ businessSlug }: { businessSlug: string }) {
  const can = useCan();
  const actions = [
    { href: '/appointments?date=today', icon: CalendarClock, label: "Today's appointments" },
    { href: `/booking?business=${businessSlug}`, icon: LinkIcon, label: 'Public booking page' },
    // What the booking page offers, one click away from it.
    ...(can('schedule.manage') ? [{ href: '/settings/services', icon: Scissors, label: 'Services' }] : []),
    ...(can('chat.use') ? [{ href: '/chat', icon: MessageSquare, label: 'Messages' }] : []),
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick actions</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {actions.map(({ href, icon: Icon, label }) => (
            <li key={href}>
              <Link href={href} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
