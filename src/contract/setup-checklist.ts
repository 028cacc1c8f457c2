import { z } from 'zod';

/** Home's first-hour checklist (the Front desk issue): what a new business needs before its booking link works. */
export const setupSteps = ['service', 'hours', 'staff', 'share', 'test_booking'] as const;
export type SetupStep = (typeof setupSteps)[number];

export const setupChecklistSchema = z
  .object({
    steps: z
      .array(
        z.object({
          key: z.enum(setupSteps),
          done: z.boolean().describe('From what the business has, never from a click on the list'),
        }),
      )
      .describe(
        'service: an active service; hours: a weekly working window; staff: a second member; share: the booking link copied from the app; test_booking: a booking made on the booking page',
      ),
    complete: z.boolean().describe('Every step done: Home no longer shows the list'),
  })
  .meta({ id: 'SetupChecklist' });
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;
