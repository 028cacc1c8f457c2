import { ESTIMATE_SAMPLE, type WaitEstimate } from '../../../contract/waiting-rooms';

/** Someone in line, in position order: the service they asked for, if any, and when they were called. */
export type InLine = { id: number; serviceMinutes: number | null; calledAt: Date | null };

export type EstimateInput = {
  now: Date;
  /** Minutes from called to completed of today's completed visits in the room, most recent first. */
  visitMinutesToday: number[];
  defaultVisitMinutes: number;
  staffOnDuty: number;
  staffBasis: WaitEstimate['staffBasis'];
  line: InLine[];
};

export type QueueEstimate = {
  estimate: WaitEstimate;
  /** Minutes someone joining now (without a service) would wait: the room's estimatedWaitTime. */
  roomWaitMinutes: number;
  /** Each one in line's expected call time; a called visitor's is when they were called. */
  callTimes: Map<number, Date>;
};

/** The middle value (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[mid] ?? null;
  return ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * The wait estimate (issue 16): a visit takes the median called-to-completed minutes of the room's last 10
 * visits today; without any, the service the visitor asked for, else the room's default. The one at
 * position p waits the visits of positions 1..p (with history: median × p), divided by the staff on duty.
 * Pure, so the worked examples in its unit test pin it.
 */
export function estimateQueue(input: EstimateInput): QueueEstimate {
  const sampleMinutes = input.visitMinutesToday.slice(0, ESTIMATE_SAMPLE);
  const history = median(sampleMinutes);
  const staff = Math.max(1, input.staffOnDuty);
  const visitMinutes = (entry: { serviceMinutes: number | null }) =>
    history ?? entry.serviceMinutes ?? input.defaultVisitMinutes;

  const callTimes = new Map<number, Date>();
  let ahead = 0;
  for (const entry of input.line) {
    ahead += visitMinutes(entry);
    const waitMinutes = Math.ceil(ahead / staff);
    callTimes.set(entry.id, entry.calledAt ?? new Date(input.now.getTime() + waitMinutes * 60_000));
  }
  const newcomer = visitMinutes({ serviceMinutes: null });
  const roomWaitMinutes = Math.ceil((ahead + newcomer) / staff);

  const basis: WaitEstimate['basis'] =
    history !== null ? 'history' : input.line.some((e) => e.serviceMinutes !== null) ? 'service' : 'default';
  return {
    estimate: {
      minutesPerVisit: Math.round(newcomer),
      basis,
      visitsToday: input.visitMinutesToday.length,
      sample: sampleMinutes.length,
      staffOnDuty: staff,
      staffBasis: input.staffOnDuty > 0 ? input.staffBasis : 'assumed',
    },
    roomWaitMinutes,
    callTimes,
  };
}
