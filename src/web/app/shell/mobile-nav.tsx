import { Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { SidebarContent } from './sidebar';

/** Below md the sidebar lives in a drawer opened from the header. */
export function MobileNav({ businessSlug }: { businessSlug: string }) {
  const [open, setOpen] = useState(false);
  const [path] = useLocation();

  // Close when the location changes by any means (link, back button).
  useEffect(() => {
    if (path) setOpen(false);
  }, [path]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu" className="md:hidden">
          <Menu aria-hidden="true" />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 data-[state=open]:animate-fade-in md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] shadow-xl data-[state=open]:animate-drawer-in md:hidden"
        >
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <SidebarContent businessSlug={businessSlug} onNavigate={() => setOpen(false)} />
          <Dialog.Close asChild>
            <Button variant="ghost" size="icon" aria-label="Close menu" className="absolute top-3 right-3">
              <X aria-hidden="true" />
            </Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
