/**
 * The floor to compare against: node:http and a pg pool running the app's own SQL (taken from the same
 * repository functions) for one fixed business, with no framework, session, validation or tenancy.
 */
import http from 'node:http';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { listAppointmentsQuery } from '../../src/server/modules/appointments/repository';
import { slotsSql } from '../../src/server/modules/slots/repository';

const pool = new pg.Pool({ connectionString: String(process.env.DATABASE_URL), max: 10 });
const db = drizzle(pool) as never;
const businessId = Number(process.env.BUSINESS_ID);
const serviceId = Number(process.env.SERVICE_ID);
const month = { startDate: String(process.env.MONTH_START), endDate: String(process.env.MONTH_END) };
const slotsDate = String(process.env.SLOTS_DATE);
const dialect = new PgDialect();
// Drizzle reads nested selects as positional arrays; the bare server asks for the same and sends them as they are.
const monthQuery = listAppointmentsQuery(db, { businessId, staffId: null }, month).toSQL();

const server = http.createServer(async (req, res) => {
  try {
    let body: unknown;
    if (req.url?.startsWith('/month')) {
      const { rows } = await pool.query({
        text: monthQuery.sql,
        values: monthQuery.params,
        rowMode: 'array',
      });
      body = rows;
    } else if (req.url?.startsWith('/slots')) {
      const q = dialect.sqlToQuery(slotsSql({ businessId, serviceId, date: slotsDate, now: new Date() }));
      const { rows } = await pool.query(q.sql, q.params);
      body = { date: slotsDate, timezone: rows[0]?.timezone, slots: rows[0]?.slots };
    } else {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
