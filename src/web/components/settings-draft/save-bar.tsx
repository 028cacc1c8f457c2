import { ErrorAlert } from '../ui/alert';
import { Button } from '../ui/button';
import { useDraftState } from './draft-context';

export const UNSAVED_CHANGES = 'You have unsaved changes';

/**
 * A settings page's one Save: held at the foot of the screen while anything on the page has changed, naming what;
 * what could not be saved stays listed above it.
 */
export function SaveBar() {
  const draft = useDraftState();
  if (!draft) return null;
  const { dirty, saving, failures } = draft;
  return (
    <>
      {/* Said once when the page first changes, and when it is saved. */}
      <p className="sr-only" aria-live="polite">
        {dirty.length > 0 ? UNSAVED_CHANGES : ''}
      </p>
      {dirty.length > 0 ? (
        <section
          aria-label="Unsaved changes"
          className="sticky bottom-0 z-20 -mx-4 mt-2 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur sm:mx-0 sm:rounded-t-lg sm:border-x"
        >
          {failures.length > 0 ? (
            <ErrorAlert className="mb-3">
              <p className="font-medium">Some changes were not saved.</p>
              <ul className="mt-1 list-disc pl-4">
                {failures.map((failure) => (
                  <li key={failure}>{failure}</li>
                ))}
              </ul>
            </ErrorAlert>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-800">
              <span className="font-medium">{UNSAVED_CHANGES}</span>
              <span className="text-slate-600"> in {dirty.join(', ')}</span>
            </p>
            <div className="flex gap-2">
              <Button type="button" variant="outline" disabled={saving} onClick={draft.discardAll}>
                Discard
              </Button>
              <Button type="button" disabled={saving} onClick={() => void draft.saveAll()}>
                {saving ? 'Saving...' : 'Save changes'}
              </Button>
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}
