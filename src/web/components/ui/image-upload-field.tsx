import { useMutation } from '@tanstack/react-query';
import { ImageIcon, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useRef } from 'react';
import type { UploadTarget } from '../../../contract/uploads';
import { cn } from '../../lib/cn';
import { errorMessage } from '../../lib/error-message';
import { uploadImage } from '../../lib/upload-image';
import { Button } from './button';

type ImageUploadFieldProps = {
  label: string;
  /** The saved address (`/media/{id}` or https://); '' or null for none. */
  value: string | null;
  /** A new upload's address, or null when removed. The form saves it with its other fields. */
  onChange: (address: string | null) => void;
  /** Which upload route, so which size, format and who may (contract/uploads.ts). */
  target: UploadTarget;
  hint?: string;
  /** The form's own message for the field (e.g. from saving it). */
  error?: string;
  /** Round for people's pictures, square otherwise. */
  shape?: 'round' | 'square';
  /** A logo is shown whole (contain); a photo fills its frame (cover). */
  fit?: 'cover' | 'contain';
  uploadLabel?: string;
  disabled?: boolean;
  className?: string;
};

/**
 * A picture field: the current image, "Upload photo" (a hidden file input; a phone offers its camera or its
 * library for `accept="image/*"`) and "Remove". The file is uploaded as soon as it is chosen, and the field
 * holds the address the server answers; the server's refusal ("Choose a JPEG, PNG, WebP, GIF or AVIF image")
 * shows under it and is announced.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  target,
  hint,
  error,
  shape = 'square',
  fit = 'cover',
  uploadLabel = 'Upload photo',
  disabled = false,
  className,
}: ImageUploadFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadImage(target, file),
    onSuccess: (image) => onChange(image.url),
  });
  const address = value || null;
  const shown = upload.error ? errorMessage(upload.error, 'The image could not be uploaded.') : error;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, shown ? errorId : null].filter(Boolean).join(' ') || undefined;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (file) upload.mutate(file);
  };

  return (
    <div className={cn('grid gap-1.5', className)}>
      <span id={labelId} className="text-sm font-medium text-slate-900">
        {label}
      </span>
      <fieldset
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-busy={upload.isPending || undefined}
        className="flex items-center gap-3"
      >
        <div
          className={cn(
            'flex size-16 shrink-0 items-center justify-center overflow-hidden border border-slate-200 bg-slate-50',
            shape === 'round' ? 'rounded-full' : 'rounded-md',
          )}
        >
          {address ? (
            <img
              src={address}
              alt={`Current ${label.replace(/\s*\(optional\)$/i, '').toLowerCase()}`}
              className={cn('size-full', fit === 'contain' ? 'object-contain p-1' : 'object-cover')}
            />
          ) : (
            <ImageIcon aria-hidden="true" className="size-6 text-slate-400" />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            disabled={disabled || upload.isPending}
            onChange={choose}
          />
          <Button
            variant="outline"
            size="sm"
            disabled={disabled || upload.isPending}
            onClick={() => {
              upload.reset();
              input.current?.click();
            }}
          >
            <Upload aria-hidden="true" />
            {upload.isPending ? 'Uploading…' : uploadLabel}
          </Button>
          {address ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={disabled || upload.isPending}
              onClick={() => {
                upload.reset();
                onChange(null);
              }}
            >
              Remove
            </Button>
          ) : null}
        </div>
      </fieldset>
      <span role="status" className="sr-only">
        {upload.isPending ? `Uploading ${label.toLowerCase()}…` : ''}
      </span>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {shown ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
