import { Download } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReportType } from '../../../../contract/reports';
import { Button } from '../../../components/ui/button';
import { reportFileUrl } from '../api/get-report';
import type { ReportSelection } from '../lib/selection';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

/** Export: the open tab as CSV or PDF, over the selected period. */
export function ExportMenu({ type, selection }: { type: ReportType; selection: ReportSelection }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline">
          <Download aria-hidden="true" />
          Export
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item asChild className={itemClass}>
            <a href={reportFileUrl(type, 'csv', selection)} download>
              Download CSV
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <a href={reportFileUrl(type, 'pdf', selection)} download>
              Download PDF
            </a>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
