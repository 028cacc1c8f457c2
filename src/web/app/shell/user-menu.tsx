import { Building2, Check, LogOut, Settings, User } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef } from 'react';
import { Link } from 'wouter';
import type { CurrentUser } from '../../../contract/auth';
import { Avatar } from '../../components/ui/avatar';
import { useMyBusinesses, useSwitchBusiness } from '../../lib/api/account/my-businesses';
import { displayName } from '../../lib/current-user';
import { toast } from '../../lib/toast';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

/** Spec §2: the first letter of the first name, else of the email. */
export function avatarInitial(user: Pick<CurrentUser, 'firstName' | 'email'>): string {
  return (user.firstName?.trim() || user.email).charAt(0).toUpperCase();
}

export function UserMenu({ user }: { user: CurrentUser }) {
  const name = displayName(user);
  // After choosing a page, focus belongs to that page, not back on the menu button.
  const navigated = useRef(false);
  const markNavigated = () => {
    navigated.current = true;
  };
  const businesses = useMyBusinesses().data ?? [];
  const switchBusiness = useSwitchBusiness();
  const switchTo = (businessId: number) =>
    switchBusiness.mutate(businessId, {
      onError: (error) =>
        toast({ type: 'error', title: 'Could not switch business', message: error.message }),
    });
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${name}`}
        className="rounded-full data-[state=open]:ring-2 data-[state=open]:ring-primary-200"
      >
        <Avatar imageUrl={user.profileImageUrl} alt="" fallback={avatarInitial(user)} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          onCloseAutoFocus={(event) => {
            if (navigated.current) event.preventDefault();
            navigated.current = false;
          }}
          className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5">
            <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
            <p className="truncate text-xs text-slate-600">{user.email}</p>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {businesses.length > 1 ? (
            <>
              <DropdownMenu.Group aria-label="Switch business">
                <DropdownMenu.Label className="px-2 pt-1 pb-0.5 text-xs font-medium text-slate-600">
                  Switch business
                </DropdownMenu.Label>
                {businesses.map((business) => (
                  <DropdownMenu.Item
                    key={business.businessId}
                    className={itemClass}
                    disabled={switchBusiness.isPending}
                    aria-current={business.current ? 'true' : undefined}
                    onSelect={() => {
                      if (!business.current) switchTo(business.businessId);
                    }}
                  >
                    <Building2 aria-hidden="true" className="size-4" />
                    <span className="min-w-0 flex-1 truncate">{business.businessName}</span>
                    <span className="text-xs text-slate-600 capitalize">{business.role}</span>
                    {business.current ? (
                      <Check aria-label="Current" className="size-4 text-primary-700" />
                    ) : null}
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Group>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            </>
          ) : null}
          <DropdownMenu.Item asChild className={itemClass} onSelect={markNavigated}>
            <Link href="/settings/account#profile">
              <User aria-hidden="true" className="size-4" />
              Profile
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass} onSelect={markNavigated}>
            <Link href="/settings">
              <Settings aria-hidden="true" className="size-4" />
              Settings
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={itemClass}>
            <a href="/api/logout">
              <LogOut aria-hidden="true" className="size-4" />
              Log out
            </a>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
