import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  InventoryReport,
  ReportOverview,
  ReportType,
  ServicesReport,
  StaffReport,
} from '../../../../contract/reports';
import { apiJson } from '../../../lib/api-client';
import { queryStringOf, type ReportSelection } from '../lib/selection';

type Answers = {
  overview: ReportOverview;
  services: ServicesReport;
  staff: StaffReport;
  inventory: InventoryReport;
};

export const reportQueryKey = ['/api/reports'] as const;

/** GET /api/reports/{type}?period or ?from&to. */
export function useReport<T extends ReportType>(type: T, selection: ReportSelection) {
  return useQuery(
    queryOptions({
      queryKey: [...reportQueryKey, type, selection],
      queryFn: () => apiJson<Answers[T]>('GET', `/api/reports/${type}${queryStringOf(selection)}`),
      placeholderData: keepPreviousData,
    }),
  );
}

/** The address of a report's export: the browser downloads it with the session cookie. */
export function reportFileUrl(type: ReportType, format: 'csv' | 'pdf', selection: ReportSelection): string {
  return `/api/reports/${type}.${format}${queryStringOf(selection)}`;
}
