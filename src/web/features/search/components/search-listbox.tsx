import { cn } from '../../../lib/cn';
import { type SearchOption, searchGroups } from '../lib/search-options';

/**
 * The header search's popup: a listbox of grouped options the input points into (aria-activedescendant),
 * so focus stays in the box while the arrow keys move. Always in the page, hidden when closed, so the
 * input's aria-controls names an element.
 */
export function SearchListbox({
  id,
  open,
  options,
  active,
  searching,
  failed,
  onHover,
  onChoose,
}: {
  id: string;
  open: boolean;
  options: SearchOption[];
  active: number;
  searching: boolean;
  failed: boolean;
  onHover: (index: number) => void;
  onChoose: (option: SearchOption) => void;
}) {
  const indexed = options.map((option, index) => ({ option, index }));
  const status = searching
    ? 'Searching…'
    : failed
      ? 'Search failed. Please try again.'
      : options.length === 0
        ? 'No matches'
        : null;
  return (
    <div
      hidden={!open}
      className="absolute top-full right-0 z-50 mt-2 w-[min(24rem,calc(100vw-2rem))] overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg"
    >
      <div
        role="listbox"
        id={id}
        aria-label="Search results"
        className="max-h-[min(28rem,70vh)] overflow-y-auto"
      >
        {searchGroups.map((group) => {
          const inGroup = indexed.filter(({ option }) => option.group === group);
          if (inGroup.length === 0) return null;
          const labelId = `${id}-${group.toLowerCase()}`;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are ARIA groups; a fieldset holds form fields.
            <div key={group} role="group" aria-labelledby={labelId} className="py-1">
              <div
                id={labelId}
                role="presentation"
                className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
              >
                {group}
              </div>
              {inGroup.map(({ option, index }) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input holds focus and handles the keys (aria-activedescendant).
                <div
                  key={option.key}
                  id={`${id}-${index}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  // Keeps focus in the input, so choosing with the mouse doesn't close the list first.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => onHover(index)}
                  onClick={() => onChoose(option)}
                  className={cn(
                    'cursor-pointer px-3 py-2',
                    index === active ? 'bg-primary-50 text-primary-900' : 'text-slate-900',
                  )}
                >
                  <span className="block truncate text-sm font-medium">{option.label}</span>
                  {option.detail ? (
                    <span className="block truncate text-xs text-slate-600">{option.detail}</span>
                  ) : null}
                </div>
              ))}
            </div>
          );
        })}
      </div>
      {status ? (
        <p role="status" className="px-3 py-2 text-sm text-slate-600">
          {status}
        </p>
      ) : null}
    </div>
  );
}
