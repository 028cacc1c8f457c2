import { useMutation } from '@tanstack/react-query';
import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { uploadImage } from '../../../lib/upload-image';

type DirectoryPhotosFieldProps = {
  /** The photos' addresses, the card's picture first. */
  value: string[];
  onChange: (photos: string[]) => void;
  max: number;
  /** The form's message for the list (from checking or saving it). */
  error?: string;
};

/**
 * The directory listing's photos: each uploaded from the computer or a phone's camera (several at once), shown
 * in order with Remove and "Use as card picture" (the first is the card's). They are saved with the listing.
 */
export function DirectoryPhotosField({ value, onChange, max, error }: DirectoryPhotosFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // The list as uploads finish one after another: each appends to what the one before left.
  const latest = useRef(value);
  latest.current = value;
  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      for (const file of files.slice(0, max - latest.current.length)) {
        const image = await uploadImage('business_photo', file);
        latest.current = [...latest.current, image.url];
        onChange(latest.current);
      }
    },
  });
  const shown = upload.error ? errorMessage(upload.error, 'The photo could not be uploaded.') : error;
  const full = value.length >= max;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length > 0) upload.mutate(files);
  };

  return (
    <div className="grid gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-900">
        Photos
      </span>
      {value.length > 0 ? (
        <ul aria-labelledby={`${id}-label`} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {value.map((address, index) => (
            <li key={address} className="grid gap-1.5 rounded-md border border-slate-200 p-2">
              <img
                src={address}
                alt={index === 0 ? `Photo 1, your card's picture` : `Photo ${index + 1}`}
                className="aspect-[4/3] w-full rounded object-cover"
              />
              <div className="flex flex-wrap gap-1">
                {index === 0 ? (
                  <span className="px-2 py-1 text-xs font-medium text-slate-700">Card picture</span>
                ) : (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Use photo ${index + 1} as card picture`}
                    onClick={() => onChange([address, ...value.filter((other) => other !== address)])}
                  >
                    Use as card picture
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove photo ${index + 1}`}
                  onClick={() => onChange(value.filter((other) => other !== address))}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <input
          ref={input}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={choose}
        />
        <Button
          variant="outline"
          size="sm"
          disabled={full || upload.isPending}
          aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
          onClick={() => {
            upload.reset();
            input.current?.click();
          }}
        >
          <ImagePlus aria-hidden="true" />
          {upload.isPending ? 'Uploading…' : 'Add photos'}
        </Button>
      </div>
      <span role="status" className="sr-only">
        {upload.isPending ? 'Uploading photos…' : ''}
      </span>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {full
          ? `That's the most a listing shows (${max}); remove one to add another.`
          : `Up to ${max} photos, JPEG, PNG, WebP, GIF or AVIF, 10 MB each; the first is your card's picture.`}
      </p>
      {shown ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
