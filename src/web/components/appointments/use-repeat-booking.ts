import { useState } from 'react';
import type { PreviewSeriesInput, RepeatRule } from '../../../contract/appointment-series';
import { useSeriesPreview } from '../../lib/api/appointments/preview-series';

export type RepeatEnds = 'count' | 'date';

/** What the Repeat fields hold, as the inputs hold it; `unticked`: free visits the owner chose not to book. */
export type RepeatState = {
  on: boolean;
  intervalWeeks: string;
  ends: RepeatEnds;
  occurrences: string;
  untilDate: string;
  unticked: string[];
};

const noRepeat: RepeatState = {
  on: false,
  intervalWeeks: '1',
  ends: 'count',
  occurrences: '4',
  untilDate: '',
  unticked: [],
};

/** The rule as the API takes it, or null while an end is missing (the server checks the rest). */
function ruleOf(state: RepeatState): RepeatRule | null {
  const intervalWeeks = Number(state.intervalWeeks);
  if (state.ends === 'date') return state.untilDate ? { intervalWeeks, untilDate: state.untilDate } : null;
  const occurrences = Number(state.occurrences);
  return state.occurrences.trim() && Number.isFinite(occurrences) ? { intervalWeeks, occurrences } : null;
}

type Chosen = { serviceId?: number; staffId?: number; locationId?: number; date: string; startTime: string };

/**
 * The booking dialog's Repeat: its fields, the preview of the rule's visits once service, staff member, day
 * and time are chosen, and the visits to book (the free ones still ticked).
 */
export function useRepeatBooking(chosen: Chosen) {
  const [state, setState] = useState<RepeatState>(noRepeat);
  const rule = state.on ? ruleOf(state) : null;
  const ready = Boolean(rule && chosen.serviceId && chosen.staffId && chosen.date && chosen.startTime);
  const input: PreviewSeriesInput | null =
    ready && rule && chosen.serviceId && chosen.staffId
      ? {
          serviceId: chosen.serviceId,
          staffId: chosen.staffId,
          locationId: chosen.locationId,
          date: chosen.date,
          startTime: chosen.startTime,
          repeat: rule,
        }
      : null;
  const preview = useSeriesPreview(input);
  const occurrences = input ? (preview.data?.occurrences ?? []) : [];
  const dates = occurrences.filter((o) => o.free && !state.unticked.includes(o.date)).map((o) => o.date);
  const missing = ready
    ? null
    : rule
      ? 'Choose a service, a staff member, a date and a time to see the visits.'
      : 'Say when the series ends to see the visits.';
  const change = (changes: Partial<RepeatState>) => setState((current) => ({ ...current, ...changes }));
  return { state, change, rule, preview, occurrences, dates, missing };
}

export type RepeatBooking = ReturnType<typeof useRepeatBooking>;
