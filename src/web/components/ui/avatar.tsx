import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

type AvatarProps = { imageUrl?: string | null; alt: string; fallback: string; className?: string };

/** A round picture, or the fallback letters when there is none (or it fails to load). */
export function Avatar({ imageUrl, alt, fallback, className }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      className={cn('inline-flex size-9 shrink-0 overflow-hidden rounded-full bg-primary-100', className)}
    >
      {imageUrl ? (
        <AvatarPrimitive.Image src={imageUrl} alt={alt} className="size-full object-cover" />
      ) : null}
      <AvatarPrimitive.Fallback
        delayMs={imageUrl ? 300 : 0}
        className="flex size-full items-center justify-center text-sm font-semibold text-primary-800"
      >
        {fallback}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
