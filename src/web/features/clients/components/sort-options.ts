import type { ClientSortField } from '../../../../contract/clients';

export type ClientSort = { sort: ClientSortField; order: 'asc' | 'desc' };

/** The sort menu's choices; the value is "field:order". */
export const clientSortOptions: { value: string; label: string; sort: ClientSort }[] = [
  { value: 'name:asc', label: 'Name (A to Z)', sort: { sort: 'name', order: 'asc' } },
  { value: 'name:desc', label: 'Name (Z to A)', sort: { sort: 'name', order: 'desc' } },
  { value: 'email:asc', label: 'Email (A to Z)', sort: { sort: 'email', order: 'asc' } },
  { value: 'createdAt:desc', label: 'Newest first', sort: { sort: 'createdAt', order: 'desc' } },
  { value: 'createdAt:asc', label: 'Oldest first', sort: { sort: 'createdAt', order: 'asc' } },
];

export const defaultClientSort = 'name:asc';

export function clientSortFrom(value: string): ClientSort {
  return clientSortOptions.find((option) => option.value === value)?.sort ?? { sort: 'name', order: 'asc' };
}
