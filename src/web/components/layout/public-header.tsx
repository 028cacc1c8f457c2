import { Link } from 'wouter';
import { useCurrentUser } from '../../lib/current-user';
import { buttonVariants } from '../ui/button';
import { Brand } from './brand';

const links = [
  { href: '/features', label: 'Features' },
  { href: '/directory', label: 'Directory' },
  { href: '/client', label: 'Client portal' },
];

/** Top bar of the public pages: brand, a few links, sign in and get started (or back into the app). */
export function PublicHeader() {
  const { user } = useCurrentUser();
  return (
    <header className="border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Brand />
        <nav aria-label="Site" className="flex items-center gap-1 sm:gap-2">
          <ul className="hidden items-center gap-1 md:flex">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          {user ? (
            <Link href="/" className={buttonVariants({ size: 'sm' })}>
              Open Frontdesk
            </Link>
          ) : (
            <>
              <Link href="/login" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
                Sign in
              </Link>
              <a href="/api/login?tab=signup" className={buttonVariants({ size: 'sm' })}>
                Get started
              </a>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
