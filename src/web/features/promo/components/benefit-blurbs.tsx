import {
  BarChart3,
  CalendarCheck,
  Clock,
  Contact,
  DoorOpen,
  KeyRound,
  type LucideIcon,
  Mail,
  MapPin,
  Megaphone,
  MessageSquare,
  Palette,
  Users,
} from 'lucide-react';
import { type Feature, featureLabels, type PlanOffer, tierFeatures } from '../../../../contract/plans';
import { Card } from '../../../components/ui/card';

/** A line on what each paid feature does for a business (every feature the free plan lacks has one). */
type PaidFeature = Exclude<Feature, 'basic_calendar' | 'basic_appointments'>;
const blurbs: Record<PaidFeature, { icon: LucideIcon; text: string }> = {
  email_notifications: {
    icon: Mail,
    text: 'Confirmations and reminders go out for you, so fewer clients forget.',
  },
  client_management: { icon: Contact, text: "Every client's details, notes and visit history in one place." },
  chat: {
    icon: MessageSquare,
    text: 'Answer clients in real time from one inbox, on your booking page too.',
  },
  analytics: { icon: BarChart3, text: 'Revenue, services and staff figures for any period.' },
  unlimited_appointments: { icon: CalendarCheck, text: 'No monthly cap on bookings, however busy you get.' },
  multi_user: { icon: Users, text: 'Your team signs in with their own accounts and roles.' },
  api_access: { icon: KeyRound, text: 'Connect your own tools with personal API tokens.' },
  custom_branding: { icon: Palette, text: 'Your logo and colour on the page clients book from.' },
  front_desk: {
    icon: DoorOpen,
    text: 'Walk-ins join a live line from a QR code; full days keep a waitlist.',
  },
  marketing: { icon: Megaphone, text: 'Campaigns, automated follow-ups and offer codes bring clients back.' },
  team_pay: { icon: Clock, text: 'Clock-ins, timesheets, overtime and commission become pay runs.' },
  multiple_locations: {
    icon: MapPin,
    text: 'Every location with its own hours and team, on one booking page.',
  },
};

/** What the plan adds over the free one, as short cards (from the catalogue's features). */
export function BenefitBlurbs({ plan }: { plan: PlanOffer }) {
  const added = plan.features.filter(
    (feature): feature is PaidFeature => !tierFeatures.free.includes(feature) && feature in blurbs,
  );
  return (
    <section aria-labelledby="benefits-title" className="grid gap-3">
      <h2 id="benefits-title" className="text-lg font-semibold text-slate-900">
        {`What ${plan.name} adds`}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        {added.map((feature) => {
          const blurb = blurbs[feature];
          const Icon = blurb.icon;
          return (
            <li key={feature}>
              <Card className="flex h-full items-start gap-3 p-4">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
                <div className="grid gap-0.5">
                  <h3 className="text-sm font-semibold text-slate-900">{featureLabels[feature]}</h3>
                  <p className="text-sm text-slate-600">{blurb.text}</p>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
