import type { PayEntry, PayPeriodDetail } from '../../../contract/payroll';
import { writeCsv } from '../../lib/csv';
import { reportPdf } from '../reports';

const HEADER = [
  'Staff member',
  'Pay type',
  'Regular hours',
  'Overtime hours',
  'Double time hours',
  'Regular rate',
  'Overtime rate',
  'Hours pay',
  'Salary',
  'Service commission',
  'Product commission',
  'Gross pay',
  'Deductions',
  'Net pay',
];

const cells = (e: PayEntry) => [
  e.staffName,
  e.payType,
  e.regularHours,
  e.overtimeHours,
  e.doubleTimeHours,
  e.regularRate,
  e.overtimeRate,
  (Math.round((Number(e.regularPay) + Number(e.overtimePay) + Number(e.doubleTimePay)) * 100) / 100).toFixed(
    2,
  ),
  e.salaryPay,
  e.serviceCommission,
  e.productCommission,
  e.grossPay,
  e.deductions,
  e.netPay,
];

/** The period for an accountant: one row per person, then the total. */
export function periodCsv(period: PayPeriodDetail): { filename: string; body: string } {
  return {
    filename: `payroll-${period.startDate}-to-${period.endDate}.csv`,
    body: writeCsv(HEADER, [
      ...period.entries.map(cells),
      ['Total', '', '', '', '', '', '', '', '', '', '', '', '', period.totalAmount],
    ]),
  };
}

/** One person's pay stub: earnings, deductions, net, and hours by day. */
export async function payStubPdf(
  business: { name: string },
  period: PayPeriodDetail,
  entry: PayEntry,
): Promise<{ filename: string; body: Buffer }> {
  const body = await reportPdf(
    {
      title: `${business.name}: pay stub for ${entry.staffName}`,
      subtitle: `${period.name} · ${period.startDate} to ${period.endDate}${period.payDate ? ` · paid on ${period.payDate}` : ''} · ${period.status}`,
    },
    [
      {
        title: 'Earnings',
        header: ['Item', 'Hours', 'Rate', 'Amount'],
        rows: [
          ['Regular', entry.regularHours, entry.regularRate, entry.regularPay],
          ['Overtime', entry.overtimeHours, entry.overtimeRate, entry.overtimePay],
          ['Double time', entry.doubleTimeHours, entry.doubleTimeRate, entry.doubleTimePay],
          ['Salary', '', '', entry.salaryPay],
          ['Service commission', '', '', entry.serviceCommission],
          ['Product commission', '', '', entry.productCommission],
          ['Gross pay', '', '', entry.grossPay],
          ['Deductions', '', '', entry.deductions],
          ['Net pay', '', '', entry.netPay],
        ],
      },
      {
        title: 'Hours by day',
        header: ['Date', 'Regular', 'Overtime', 'Double time'],
        rows: entry.days.map((d) => [d.date, d.regularHours, d.overtimeHours, d.doubleTimeHours]),
      },
    ],
  );
  const safeName =
    entry.staffName
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'staff';
  return { filename: `pay-stub-${safeName}-${period.startDate}.pdf`, body };
}
