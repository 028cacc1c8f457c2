import { Building2, Clock, Compass } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { detectedTimezone } from '../lib/detected-timezone';
import { useNow } from '../lib/use-now';

export function TimezoneTiles({ businessTimezone }: { businessTimezone: string }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      <Tile icon={<Compass aria-hidden="true" />} label="Detected timezone" value={detectedTimezone()} />
      <Tile icon={<Building2 aria-hidden="true" />} label="Business timezone" value={businessTimezone} />
      <Tile
        icon={<Clock aria-hidden="true" />}
        label="Current business time"
        value={<BusinessClock timezone={businessTimezone} />}
      />
    </ul>
  );
}

function Tile({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <li>
      <Card className="flex h-full items-start gap-3 p-5">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700 [&_svg]:size-5">
          {icon}
        </span>
        <span className="grid min-w-0 gap-1">
          <span className="text-sm text-slate-600">{label}</span>
          <span className="break-words text-lg font-semibold text-slate-900">{value}</span>
        </span>
      </Card>
    </li>
  );
}

function BusinessClock({ timezone }: { timezone: string }) {
  const now = useNow();
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  }).format(now);
  // Announcing every second would drown a screen reader; the value is read when reached.
  return <time dateTime={now.toISOString()}>{time}</time>;
}
