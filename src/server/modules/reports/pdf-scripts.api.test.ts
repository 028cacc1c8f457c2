import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestBusiness } from '../../../../tests/support/factories';
import { paidBusiness } from '../../../../tests/support/plans';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { businesses } from '../../db/schema/index';
import { addService } from '../slots/scheduling-fixtures';

/**
 * "Every script in every alphabet": names in Latin with Polish letters, Greek, Cyrillic, Arabic, Chinese,
 * Japanese and Korean print in the PDFs as written (decision 018). A glyph missing from the embedded fonts
 * would come out of the text layer as U+0000, so finding each name in it shows both the glyphs and their
 * text. No PDF prints a client's name, so staff (the staff report, the pay stubs) and services carry them.
 */
let t: TestApp;
let owner: TestBusiness;
const BUSINESS = 'Studio Żółć 美容院';

const STAFF = [
  ['Łucja', 'Żółć'],
  ['Σοφία', 'Παπαδοπούλου'],
  ['Анна', 'Иванова'],
  ['محمد', 'علي'],
  ['山田', '花子'],
  ['김', '민준'],
  ['王', '小明'],
] as const;
const SERVICES = ['Strzyżenie męskie', 'Κούρεμα', 'Стрижка', 'حلاقة', 'カット・カラー', '染发', '헤어컷'];

/**
 * What a reader sees, as the text layer gives it. Words are the PDF's text pieces, read left to right; a
 * right-to-left word comes back in its own reading order, but two Arabic words are taken from the page left
 * to right: "محمد علي" (first name, then last), printed right to left, reads back as "علي محمد".
 */
const printed = (name: string) =>
  /\p{Script=Arabic}/u.test(name) ? name.split(' ').reverse().join(' ') : name;

const textOf = async (pdf: Buffer) => {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  const { text } = await parser.getText();
  await parser.destroy();
  return text;
};

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } });

beforeAll(async () => {
  t = await createTestApp();
  owner = await paidBusiness(t, 'enterprise');
  const businessId = owner.user.businessId;
  await t.db.update(businesses).set({ name: BUSINESS }).where(eq(businesses.id, businessId));
  for (const [i, [firstName, lastName]] of STAFF.entries()) {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/staff',
      headers: { cookie: owner.cookie },
      payload: { firstName, lastName, email: `script-${i}-${businessId}@example.com`, role: 'staff' },
    });
    expect(added.statusCode, added.body).toBe(201);
  }
  for (const name of SERVICES) await addService(t.app, owner.cookie, { name });
});

describe('PDFs in every script', () => {
  it('prints staff and service names in the reports as written', async () => {
    const staffPdf = await get('/api/reports/staff.pdf?period=30d');
    expect(staffPdf.statusCode).toBe(200);
    const staffText = await textOf(staffPdf.rawPayload);
    expect(staffText).toContain(`${BUSINESS}: Staff`);
    for (const [first, last] of STAFF) expect(staffText).toContain(printed(`${first} ${last}`));

    const servicesText = await textOf((await get('/api/reports/services.pdf?period=30d')).rawPayload);
    for (const name of SERVICES) expect(servicesText).toContain(printed(name));
  });

  it('prints the staff member on each pay stub', async () => {
    const period = await t.app.inject({
      method: 'POST',
      url: '/api/payroll/periods',
      headers: { cookie: owner.cookie },
      payload: { name: 'March', startDate: '2027-03-01', endDate: '2027-03-31' },
    });
    expect(period.statusCode, period.body).toBe(201);
    const calculated = await t.app.inject({
      method: 'POST',
      url: `/api/payroll/periods/${period.json().id}/calculate`,
      headers: { cookie: owner.cookie },
    });
    const entries = calculated.json().entries as { id: number; staffName: string }[];
    for (const [first, last] of STAFF) {
      const name = `${first} ${last}`;
      const entry = entries.find((e) => e.staffName === name);
      expect(entry, name).toBeDefined();
      const stub = await get(`/api/payroll/entries/${entry?.id}/stub.pdf`);
      expect(stub.statusCode).toBe(200);
      const text = await textOf(stub.rawPayload);
      expect(text).toContain(`${BUSINESS}: pay stub for ${printed(name)}`);
      expect(text).toContain('Net pay');
    }
  });
});
