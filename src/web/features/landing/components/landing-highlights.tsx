import { CalendarCheck, Globe, Link as LinkIcon, MessageSquare, ShoppingCart, Star } from 'lucide-react';

const highlights = [
  {
    icon: CalendarCheck,
    title: 'No double bookings',
    text: "A staff member can't be booked twice for the same time, however the booking arrives.",
  },
  {
    icon: Globe,
    title: 'Correct timezones',
    text: 'Appointments are kept in your business timezone, across daylight saving changes.',
  },
  {
    icon: LinkIcon,
    title: 'Online booking link',
    text: 'Clients pick a service and a free slot on your public booking page.',
  },
  {
    icon: MessageSquare,
    title: 'Client chat',
    text: 'Talk with clients in real time before and after a visit.',
  },
  {
    icon: ShoppingCart,
    title: 'Products, sales & POS',
    text: 'Sell retail products, track stock and take payments at the counter.',
  },
  { icon: Star, title: 'Reviews & reports', text: 'Collect reviews and see how your business is doing.' },
];

export function LandingHighlights() {
  return (
    <section aria-labelledby="highlights-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="highlights-title" className="text-center text-2xl font-bold tracking-tight text-slate-900">
        Everything your front desk does, in one place
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {highlights.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <span className="flex size-10 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 text-sm text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
