import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsReport, PaymentsReportQuery } from '../../../../contract/payments';
import { apiJson } from '../../../lib/api-client';

const reportSearch = ({ startDate, endDate }: PaymentsReportQuery) =>
  new URLSearchParams({ startDate, endDate }).toString();

/** GET /api/payments/report?startDate&endDate: totals per day and per method, local dates inclusive. */
export const paymentsReportQueryOptions = (range: PaymentsReportQuery) =>
  queryOptions({
    queryKey: ['/api/payments/report', range],
    queryFn: () => apiJson<PaymentsReport>('GET', `/api/payments/report?${reportSearch(range)}`),
  });

export function usePaymentsReport(range: PaymentsReportQuery, enabled: boolean) {
  return useQuery({ ...paymentsReportQueryOptions(range), enabled });
}

/** The same report as a CSV download (the server sets Content-Disposition). */
export const paymentsReportCsvUrl = (range: PaymentsReportQuery) =>
  `/api/payments/report.csv?${reportSearch(range)}`;
