import { CalendarDays, ClipboardList, LayoutDashboard, MessageSquare } from 'lucide-react';
import { Link } from 'wouter';
import type { Ability } from '../../../../contract/abilities';
import { useCan } from '../../../lib/current-user';

const sections: {
  href: string;
  icon: typeof LayoutDashboard;
  title: string;
  text: string;
  ability?: Ability;
}[] = [
  {
    href: '/dashboard',
    icon: LayoutDashboard,
    title: 'Dashboard',
    text: "Today's numbers and your schedule at a glance.",
  },
  {
    href: '/calendar',
    icon: CalendarDays,
    title: 'Calendar',
    text: 'See the month and book into free time.',
  },
  {
    href: '/appointments',
    icon: ClipboardList,
    title: 'Appointments',
    text: 'Find, confirm or cancel any appointment.',
  },
  {
    href: '/chat',
    icon: MessageSquare,
    title: 'Chat',
    text: 'Answer your clients in real time.',
    ability: 'chat.use',
  },
];

export function SectionCards() {
  const allowed = useCan();
  const shown = sections.filter((section) => !section.ability || allowed(section.ability));
  return (
    <section aria-labelledby="sections-title">
      <h2 id="sections-title" className="sr-only">
        Go to
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {shown.map(({ href, icon: Icon, title, text }) => (
          <li key={href}>
            <Link
              href={href}
              className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-primary-300"
            >
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="font-semibold text-slate-900">{title}</span>
              <span className="text-sm text-slate-600">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
