import { ArrowRight, BookOpen, Building2, UserRound } from 'lucide-react';
import { Link } from 'wouter';

const links = [
  {
    href: '/features',
    icon: BookOpen,
    title: 'Feature tour',
    text: 'See every feature and the plan it comes with.',
  },
  {
    href: '/client',
    icon: UserRound,
    title: 'Client portal',
    text: 'Clients: see and book your appointments.',
  },
  {
    href: '/directory',
    icon: Building2,
    title: 'Directory',
    text: 'Find a business near you and book online.',
  },
];

export function ExploreLinks() {
  return (
    <section aria-labelledby="explore-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="explore-title" className="text-2xl font-bold tracking-tight text-slate-900">
        Explore Frontdesk
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {links.map(({ href, icon: Icon, title, text }) => (
          <li key={href}>
            <Link
              href={href}
              className="group flex h-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-primary-300"
            >
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
              <span>
                <span className="flex items-center gap-1 font-semibold text-slate-900">
                  {title}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                  />
                </span>
                <span className="mt-1 block text-sm text-slate-600">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
