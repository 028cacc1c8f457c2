import { useState } from 'react';
import type { TimezoneSettings } from '../../../../contract/availability';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useUpdateTimezoneSettings } from '../api/update-timezone-settings';
import { timezoneChoices, utcOffset } from '../lib/timezone-options';
import { TimezonePicker } from './timezone-picker';

export function TimezoneSettingsForm({ settings }: { settings: TimezoneSettings }) {
  const [primaryTimezone, setPrimaryTimezone] = useState(settings.primaryTimezone);
  const [displayTimezone, setDisplayTimezone] = useState(settings.displayTimezone);
  const [autoDetect, setAutoDetect] = useState(settings.autoDetectClientTimezone);
  const update = useUpdateTimezoneSettings();
  const options = timezoneChoices([settings.primaryTimezone, settings.displayTimezone]);

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    update.mutate(
      { primaryTimezone, displayTimezone, autoDetectClientTimezone: autoDetect },
      {
        onSuccess: () => toast({ type: 'success', title: 'Timezone Settings Saved' }),
        onError: (error) =>
          toast({
            type: 'error',
            title: 'Error',
            message: errorMessage(error, 'Failed to save timezone settings'),
          }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Timezone settings</CardTitle>
        <CardDescription>
          Appointments, free times on your booking page and reminder emails use your business timezone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form aria-label="Timezone settings" onSubmit={save} className="grid gap-5 md:grid-cols-2">
          <TimezonePicker
            label="Business timezone"
            options={options}
            value={primaryTimezone}
            onChange={setPrimaryTimezone}
          />
          <div className="grid content-start gap-5">
            <div className="grid gap-1.5">
              <Label htmlFor="display-timezone">Display timezone</Label>
              <NativeSelect
                id="display-timezone"
                value={displayTimezone}
                onChange={(event) => setDisplayTimezone(event.target.value)}
              >
                {options.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone} ({utcOffset(zone)})
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex items-start gap-3">
              <Switch id="auto-detect" checked={autoDetect} onCheckedChange={setAutoDetect} />
              <div className="grid gap-0.5">
                <Label htmlFor="auto-detect">Detect my clients' timezone</Label>
                <p className="text-xs text-slate-600">
                  Show clients times in their own timezone when it differs.
                </p>
              </div>
            </div>
            <Button type="submit" disabled={update.isPending} className="justify-self-start">
              {update.isPending ? 'Saving...' : 'Save timezone settings'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
