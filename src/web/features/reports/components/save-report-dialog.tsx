import { zodResolver } from '@hookform/resolvers/zod';
import { Bookmark } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  MAX_RECIPIENTS,
  RECIPIENTS_REQUIRED,
  REPORT_SAVED,
  type ReportSchedule,
  type ReportType,
  reportScheduleLabels,
  reportSchedules,
} from '../../../../contract/reports';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { TextField } from '../../../components/ui/text-field';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useCreateSavedReport } from '../api/saved-reports';
import type { ReportSelection } from '../lib/selection';

const emailsOf = (text: string) =>
  text
    .split(/[,\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);

const formSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be less than 100 characters'),
    schedule: z.string(),
    recipients: z.string().superRefine((text, ctx) => {
      const list = emailsOf(text);
      if (list.length > MAX_RECIPIENTS)
        ctx.addIssue({ code: 'custom', message: `At most ${MAX_RECIPIENTS} recipients` });
      const bad = list.find((e) => !z.email().safeParse(e).success);
      if (bad) ctx.addIssue({ code: 'custom', message: 'Each recipient must be a valid email' });
    }),
  })
  .refine((v) => !v.schedule || emailsOf(v.recipients).length > 0, {
    path: ['recipients'],
    message: RECIPIENTS_REQUIRED,
  });
type FormValues = z.infer<typeof formSchema>;

/** Save view: the open tab over the chosen period, with an optional weekly or monthly email. */
export function SaveReportDialog({
  type,
  selection,
  tabLabel,
}: {
  type: ReportType;
  selection: ReportSelection;
  tabLabel: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const create = useCreateSavedReport();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', schedule: '', recipients: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    create.mutate(
      {
        name: values.name.trim(),
        type,
        parameters: selection,
        schedule: (values.schedule || null) as ReportSchedule | null,
        recipients: emailsOf(values.recipients),
        isActive: true,
      },
      {
        onSuccess: () => {
          toast({ type: 'success', title: REPORT_SAVED });
          setOpen(false);
          form.reset();
        },
        onError: (error) => {
          if (!applyFieldErrors(error, form.setError, ['name', 'schedule', 'recipients']))
            toast({
              type: 'error',
              title: 'Error',
              message: errorMessage(error, 'Failed to save the report'),
            });
        },
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Bookmark aria-hidden="true" />
          Save view
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Save this report"
        description={`The ${tabLabel} tab over the period you chose; optionally emailed as PDF and CSV.`}
      >
        <form noValidate aria-label="Save this report" onSubmit={submit} className="grid gap-4">
          <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-schedule`}>Email it</Label>
            <NativeSelect id={`${id}-schedule`} {...form.register('schedule')}>
              <option value="">Don't email</option>
              {reportSchedules.map((s) => (
                <option key={s} value={s}>
                  {reportScheduleLabels[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <TextField
            label="Recipients"
            hint="Email addresses, separated by commas"
            placeholder="you@example.com, books@example.com"
            error={errors.recipients?.message}
            {...form.register('recipients')}
          />
          <DialogFooter>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Saving...' : 'Save report'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
