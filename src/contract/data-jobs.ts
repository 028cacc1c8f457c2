import { z } from 'zod';

/** Work that runs outside the request that asks for it, and survives a restart (ARCHITECTURE, Data jobs). */
export const dataJobKinds = ['clients.import', 'clients.export'] as const;
export type DataJobKind = (typeof dataJobKinds)[number];

export const dataJobStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type DataJobStatus = (typeof dataJobStatuses)[number];

/** A runner starts a job at most this often; a job stopped (a deploy, a crash) this many times fails. */
export const DATA_JOB_MAX_ATTEMPTS = 3;
/** How long a finished job, and an export's file, can be read. */
export const DATA_JOB_KEPT_HOURS = 24;

export const dataJobErrorSchema = z.object({
  message: z.string(),
  /** Per row and field for an import ("rows.3.email"), or by line of the file ("line.7"). */
  errors: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type DataJobError = z.infer<typeof dataJobErrorSchema>;

export const dataJobResultSchema = z.object({
  rows: z.number().int().describe('Rows imported (an import) or written to the file (an export)'),
});
export type DataJobResult = z.infer<typeof dataJobResultSchema>;

export const dataJobSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(dataJobKinds),
    status: z
      .enum(dataJobStatuses)
      .describe(
        'queued: not started; running: started (again after a restart, while attempts < 3); done; failed (see error)',
      ),
    attempts: z.number().int().describe('Times a runner has started it'),
    createdAt: z.iso.datetime({ offset: true }),
    startedAt: z.iso.datetime({ offset: true }).nullable(),
    finishedAt: z.iso.datetime({ offset: true }).nullable(),
    result: dataJobResultSchema.nullable(),
    error: dataJobErrorSchema.nullable(),
    /** A finished export's file, for GET (24 hours); null otherwise. */
    fileUrl: z.string().nullable(),
    fileName: z.string().nullable(),
  })
  .meta({ id: 'DataJob' });
export type DataJob = z.infer<typeof dataJobSchema>;
