import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';

const industries = ['Salons', 'Med spas', 'Massage', 'Cleaning', 'Auto detailing'];

export function LandingHero() {
  return (
    <section className="bg-gradient-to-b from-primary-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-24">
        <p className="text-sm font-semibold text-primary-700">Appointment &amp; business management</p>
        <h1 className="mx-auto mt-3 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          The front desk that never double-books
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">
          Frontdesk runs appointments, calendar, clients, chat, sales and payments for service businesses.
          Every booking is checked against your team's schedule, and every time is shown in the right
          timezone.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <a href="/api/login?tab=signup" className={buttonVariants({ size: 'lg' })}>
            Get started
            <ArrowRight aria-hidden="true" />
          </a>
          <Link href="/login" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            Sign in
          </Link>
        </div>
        <ul aria-label="Made for" className="mt-10 flex flex-wrap justify-center gap-2">
          {industries.map((industry) => (
            <li
              key={industry}
              className="rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-700"
            >
              {industry}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
