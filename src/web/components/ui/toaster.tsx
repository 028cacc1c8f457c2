import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { cn } from '../../lib/cn';
import { dismissToast, TOAST_DURATION_MS, type ToastType, useCurrentToast } from '../../lib/toast';

const styles: Record<ToastType, string> = {
  success: 'border-emerald-200 bg-white text-slate-900',
  error: 'border-red-700 bg-red-700 text-white',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  info: 'border-slate-200 bg-white text-slate-900',
};

const icons = { success: CircleCheck, error: CircleAlert, warning: TriangleAlert, info: Info };
const iconColors: Record<ToastType, string> = {
  success: 'text-emerald-700',
  error: 'text-white',
  warning: 'text-amber-700',
  info: 'text-primary-700',
};

/** Renders the toast store (lib/toast.ts) with Radix Toast. Mount once, inside the app providers. */
export function Toaster() {
  const item = useCurrentToast();
  const Icon = item ? icons[item.type] : null;
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {item && Icon ? (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          duration={item.duration}
          type={item.type === 'error' ? 'foreground' : 'background'}
          className={cn(
            'flex items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg relative',
            'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
            'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0',
            'data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-out',
            styles[item.type],
          )}
        >
          <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', iconColors[item.type])} />
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            {item.message ? <Toast.Description className="text-sm">{item.message}</Toast.Description> : null}
          </div>
          {item.action ? (
            <Toast.Action
              altText={item.action.label}
              onClick={item.action.onClick}
              className="ml-auto self-center rounded-md border border-current px-3 py-1 text-sm font-semibold hover:bg-slate-100/20"
            >
              {item.action.label}
            </Toast.Action>
          ) : null}
          <Toast.Close
            aria-label="Close"
            className="absolute top-3 right-3 rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ) : null}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
