// Type-checked, not run: real calls an integrator makes, through a client generated from docs/openapi.json with
// openapi-typescript (scripts/check-api-document.mjs writes .tmp/openapi-client/schema.d.ts first). A document
// whose responses are untyped or whose query parameters are missing fails this file's type check.
import createClient from 'openapi-fetch';
import type { paths } from '../../.tmp/openapi-client/schema';

const api = createClient<paths>({ baseUrl: 'https://frontdesk.example' });

export async function appointmentsOfTheWeek(): Promise<string[]> {
  const { data, error } = await api.GET('/api/appointments', {
    params: { query: { startDate: '2026-11-23', endDate: '2026-11-29', status: 'confirmed' } },
  });
  if (error) throw new Error(error.message);
  return data.map((a) => `${a.date} ${a.startTime}–${a.endTime} ${a.client.name} (${a.status})`);
}

export async function bookPublicly(business: string): Promise<number> {
  const slots = await api.GET('/api/public/businesses/{business}/slots', {
    params: { path: { business }, query: { serviceId: 3, date: '2026-12-01' } },
  });
  if (slots.error) throw new Error(slots.error.message);
  const first = slots.data.slots[0];
  if (!first) throw new Error('No free time');
  const { data, error, response } = await api.POST('/api/public/businesses/{business}/appointments', {
    params: { path: { business } },
    body: {
      clientName: 'Zoë Adams',
      clientEmail: 'zoe@example.com',
      clientPhone: '+1 555 010 2000',
      serviceId: 3,
      date: '2026-12-01',
      startTime: first.startTime,
    },
  });
  if (response.status === 409) throw new Error(`Taken: ${error?.message}`);
  if (error) throw new Error(error.message);
  return data.id;
}

export async function sellTwoThings(): Promise<string> {
  const { data, error } = await api.POST('/api/sales', {
    body: {
      channel: 'pos',
      customerId: null,
      items: [
        { productId: 1, quantity: 2 },
        { productId: 7, quantity: 1 },
      ],
      paymentMethod: 'card',
    },
  });
  if (error) throw new Error(error.errors?.map((e) => `${e.path}: ${e.message}`).join('; ') ?? error.message);
  return `#${data.id} ${data.totalAmount}`;
}

export async function everyClientName(): Promise<string[]> {
  const names: string[] = [];
  for (let page = 1; ; page++) {
    const { data, error } = await api.GET('/api/clients', {
      params: { query: { page, pageSize: 100, sort: 'name', order: 'asc', search: 'ad' } },
    });
    if (error) throw new Error(error.message);
    names.push(...data.items.map((client) => client.name));
    if (page * data.pageSize >= data.total) return names;
  }
}
