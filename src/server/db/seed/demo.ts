import { and, asc, eq } from 'drizzle-orm';
import { toDecimal } from '../../../contract/money';
import { HttpError } from '../../lib/http-errors';
import { signUp } from '../../modules/auth/service';
import type { Database, Tx } from '../client';
import {
  appointments,
  availabilityWindows,
  businesses,
  businessTimezones,
  categories,
  chatMessages,
  chatRooms,
  clients,
  inventoryTransactions,
  products,
  reviews,
  saleItems,
  sales,
  serviceStaff,
  services,
  staff,
  users,
} from '../schema/index';
import { seedDemoActivity } from './demo-activity';
import { seedDemoBilling } from './demo-billing';
import { hhmm, type PlannedAppointment, planAppointments } from './demo-calendar';
import { seedDemoCampaigns } from './demo-campaigns';
import {
  APPOINTMENT_NOTES,
  CHAT_SCRIPTS,
  DEMO_BUSINESS,
  DEMO_CATEGORIES,
  DEMO_CLIENT_NAMES,
  DEMO_CLIENT_NOTES,
  DEMO_OWNER,
  DEMO_OWNER_STAFF,
  DEMO_PRODUCTS,
  DEMO_SERVICES,
  DEMO_STAFF,
  DEMO_STREETS,
  DEMO_TIMEZONE,
  type DemoServiceKey,
  REVIEW_TEMPLATES,
  SALE_NOTES,
  WALK_IN_REVIEWERS,
} from './demo-data';
import { seedDirectoryNeighbours } from './demo-directory';
import { seedDemoFlows } from './demo-flows';
import { seedDemoFrontDesk } from './demo-front-desk';
import { seedDemoNotificationReads } from './demo-notification-reads';
import { seedDemoOffers } from './demo-offers';
import { seedDemoPayroll } from './demo-payroll';
import { planSales, TAX_PERCENT } from './demo-sales';
import { seedDemoUndeliveredEmails } from './demo-undelivered-emails';
import { seedDemoWalkIns } from './demo-walk-ins';
import { createRandom, type Random } from './random';

export const DEMO_LOGIN = { email: 'demo@frontdesk.test', password: 'frontdesk-demo' } as const;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The team's working days, Monday to Saturday (0 is Sunday). */
const DEMO_WORKDAYS = [1, 2, 3, 4, 5, 6];
/** Seeds the demo business once; returns null when the demo owner already exists. */
export async function seedDemo(
  db: Database,
  now = new Date(),
  /** Told once, when there is a demo business to seed (the first start), before the seeding's few seconds. */
  onSeeding?: () => void,
): Promise<{ businessId: number; businessSlug: string } | null> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_LOGIN.email))
    .limit(1);
  if (existing) return null;
  onSeeding?.();

  // One transaction: a demo owner without its content would never be seeded again.
  return db.transaction(async (tx) => {
    let owner: { userId: number; businessId: number };
    try {
      owner = await signUp({
        db: tx,
        input: { ...DEMO_LOGIN, ...DEMO_OWNER, businessName: DEMO_BUSINESS.name },
      });
    } catch (error) {
      // Another app instance seeding at the same moment won the race.
      if (error instanceof HttpError && error.statusCode === 409) return null;
      throw error;
    }
    await seedContent(tx, owner, now);
    // Its public links (booking page, client portal) go by the slug, never the number (issue 32 F7).
    const [business] = await tx
      .select({ slug: businesses.slug })
      .from(businesses)
      .where(eq(businesses.id, owner.businessId));
    if (!business) throw new Error('the demo business vanished');
    return { businessId: owner.businessId, businessSlug: business.slug };
  });
}

async function seedContent(tx: Tx, owner: { userId: number; businessId: number }, now: Date) {
  const { businessId } = owner;
  const random = createRandom(42);
  const timezone = DEMO_TIMEZONE;

  await tx
    .update(businesses)
    .set({
      ...DEMO_BUSINESS,
      specialties: [...DEMO_BUSINESS.specialties],
      timezone,
      listedInDirectory: true,
      verifiedEmail: DEMO_BUSINESS.email,
      // An established business: its booking link went out long ago (Home's setup checklist is done).
      bookingLinkSharedAt: new Date(now.getTime() - 90 * 86_400_000),
      updatedAt: now,
    })
    .where(eq(businesses.id, businessId));
  await seedDemoBilling(tx, businessId, now);
  await tx.update(users).set({ timezone, updatedAt: now }).where(eq(users.id, owner.userId));
  await tx
    .insert(businessTimezones)
    .values({ businessId, primaryTimezone: timezone, displayTimezone: timezone });

  const team = await seedTeam(tx, owner);
  await tx.insert(availabilityWindows).values(
    team.flatMap((member) =>
      DEMO_WORKDAYS.map((dayOfWeek) => ({
        businessId,
        staffId: member.id,
        dayOfWeek,
        startTime: '09:00',
        endTime: '17:00',
        timezone,
      })),
    ),
  );

  const serviceRows = byId(
    await tx
      .insert(services)
      .values(
        DEMO_SERVICES.map((s) => ({
          businessId,
          name: s.name,
          description: s.description,
          duration: s.duration,
          price: toDecimal(s.priceCents),
          // The seeded appointments below keep no buffers (they were planned without them); new bookings copy these.
          bufferAfterMinutes: s.bufferAfterMinutes ?? 0,
        })),
      )
      .returning(),
  );
  const serviceIdByKey = Object.fromEntries(
    DEMO_SERVICES.map((s, i) => [s.key, idAt(serviceRows, i)]),
  ) as Record<DemoServiceKey, number>;
  // Who performs what, so booking assigns only staff who do the service.
  const links = team.flatMap((m) =>
    [...new Set(m.services)].map((key) => ({ staffId: m.id, serviceId: serviceIdByKey[key] })),
  );
  await tx.insert(serviceStaff).values(links.map((l) => ({ businessId, ...l })));

  const clientRows = byId(
    await tx
      .insert(clients)
      .values(buildClients(businessId, random, now))
      .returning(),
  );

  const plan = planAppointments({
    random,
    now,
    timezone,
    staff: team,
    durations: Object.fromEntries(DEMO_SERVICES.map((s) => [s.key, s.duration])) as Record<
      DemoServiceKey,
      number
    >,
    clientCount: clientRows.length,
    notes: APPOINTMENT_NOTES,
    fromOffset: -28,
    toOffset: 14,
  });
  const appointmentRows = byId(
    await tx
      .insert(appointments)
      .values(
        plan.map((a, i) => ({
          businessId,
          clientId: idAt(clientRows, a.clientIndex),
          // About a third booked by clients on the booking page, the rest by the front desk.
          source: i % 3 === 0 ? ('online' as const) : ('staff' as const),
          serviceId: serviceIdByKey[a.service],
          staffId: idAt(team, a.staffIndex),
          date: a.day.date,
          startTime: hhmm(a.startMinute),
          endTime: hhmm(a.endMinute),
          timezone,
          startsAt: a.startsAt,
          endsAt: a.endsAt,
          status: a.status,
          notes: a.notes,
          reminderSent: a.endsAt <= now && a.status !== 'cancelled',
          createdAt: a.createdAt,
          updatedAt: a.updatedAt,
        })),
      )
      .returning(),
  );
  const booked = plan.map((a, i) => ({ ...a, id: idAt(appointmentRows, i) }));

  await seedProductsAndSales(tx, businessId, random, now, booked, clientRows);
  await seedDemoOffers(tx, businessId, timezone, now);
  await seedDemoCampaigns(tx, businessId, now);
  await seedDemoFlows(tx, businessId, now);
  await seedDemoWalkIns(tx, businessId, timezone, random, now);
  await seedReviews(tx, businessId, random, now, booked, team, clientRows);
  await seedReviewModeration(tx, businessId, owner.userId, now);
  await seedDemoPayroll(
    tx,
    businessId,
    owner.userId,
    team.slice(1).map((m) => m.id),
    random,
    now,
  );
  await seedDirectoryNeighbours(tx, now);
  await seedChats(
    tx,
    { businessId, ownerUserId: owner.userId, ownerStaffId: idAt(team, 0) },
    now,
    booked,
    clientRows,
  );
  await seedDemoUndeliveredEmails(tx, businessId, now, clientRows);
  await seedDemoActivity(tx, owner, now);
  const performer = (key: DemoServiceKey, other?: number) =>
    team.find((m) => m.services.includes(key) && m.id !== other)?.id;
  const colourist = performer('color');
  const stylist = performer('blowout', colourist);
  const [visitClient, regular] = clientRows.filter((c) => c.email).slice(3, 5);
  if (colourist && stylist && visitClient && regular)
    await seedDemoFrontDesk(tx, owner, timezone, now, {
      workdays: DEMO_WORKDAYS,
      colour: { id: serviceIdByKey.color },
      blowout: { id: serviceIdByKey.blowout },
      colourist,
      stylist,
      visitClient,
      regular,
    });
  // Last, once every row the bell derives from exists.
  await seedDemoNotificationReads(tx, owner, now);
}

type TeamMember = { id: number; services: readonly DemoServiceKey[]; weight: number; employeeId: string };

/** The owner's staff row from sign-up first, then the three employees, who have no login. */
async function seedTeam(tx: Tx, owner: { userId: number; businessId: number }): Promise<TeamMember[]> {
  const { businessId } = owner;
  const { services: ownerServices, weight: ownerWeight, ...ownerDetails } = DEMO_OWNER_STAFF;
  const [ownerRow] = await tx
    .update(staff)
    .set(ownerDetails)
    .where(and(eq(staff.businessId, businessId), eq(staff.userId, owner.userId)))
    .returning();
  if (!ownerRow) throw new Error('the demo owner has no staff row');
  const employees = byId(
    await tx
      .insert(staff)
      .values(
        DEMO_STAFF.map(({ services: _s, weight: _w, ...member }) => ({
          ...member,
          businessId,
          userId: null,
        })),
      )
      .returning(),
  );
  return [
    {
      id: ownerRow.id,
      services: ownerServices,
      weight: ownerWeight,
      employeeId: DEMO_OWNER_STAFF.employeeId,
    },
    ...DEMO_STAFF.map((member, i) => ({
      id: idAt(employees, i),
      services: member.services,
      weight: member.weight,
      employeeId: member.employeeId,
    })),
  ];
}

function buildClients(businessId: number, random: Random, now: Date) {
  return DEMO_CLIENT_NAMES.map((name, i) => {
    const [first = '', last = ''] = name
      .toLowerCase()
      .replace(/[^a-z ]/g, '')
      .split(' ');
    const local = random.pick([
      `${first}.${last}`,
      `${first}${last}`,
      `${first[0]}${last}`,
      `${first}.${last}${i}`,
    ]);
    const domain = i % 3 === 2 ? 'example.net' : 'example.com';
    const createdAt = new Date(now.getTime() - random.int(35, 540) * DAY - random.int(0, 600) * MINUTE);
    return {
      businessId,
      name,
      email: `${local}@${domain}`,
      phone: `(555) 0${random.int(10, 99)}-${String(random.int(0, 9999)).padStart(4, '0')}`,
      address: random.chance(0.4)
        ? `${random.int(12, 980)} ${random.pick(DEMO_STREETS)}, Montclair, NJ 07042`
        : null,
      notes: random.chance(0.3) ? random.pick(DEMO_CLIENT_NOTES) : null,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

type Booked = PlannedAppointment<DemoServiceKey> & { id: number };

async function seedProductsAndSales(
  tx: Tx,
  businessId: number,
  random: Random,
  now: Date,
  booked: Booked[],
  clientRows: { id: number }[],
) {
  const categoryRows = byId(
    await tx
      .insert(categories)
      .values(DEMO_CATEGORIES.map((c) => ({ businessId, name: c.name, description: c.description })))
      .returning(),
  );
  const categoryIdByKey = Object.fromEntries(DEMO_CATEGORIES.map((c, i) => [c.key, idAt(categoryRows, i)]));

  const planned = planSales({
    random,
    now,
    timezone: DEMO_TIMEZONE,
    products: DEMO_PRODUCTS,
    visits: booked.filter((a) => a.status === 'completed'),
    clientCount: clientRows.length,
    notes: SALE_NOTES,
    pastCount: 25,
    todayCount: 3,
  });
  const sold = DEMO_PRODUCTS.map((_, productIndex) =>
    planned.reduce(
      (sum, sale) =>
        sum + sale.items.reduce((n, item) => n + (item.productIndex === productIndex ? item.quantity : 0), 0),
      0,
    ),
  );

  const openedAt = new Date(now.getTime() - 35 * DAY);
  const productRows = byId(
    await tx
      .insert(products)
      .values(
        DEMO_PRODUCTS.map((p) => ({
          businessId,
          name: p.name,
          description: p.description,
          sku: p.sku,
          price: toDecimal(p.priceCents),
          costPrice: toDecimal(p.costCents),
          stockQuantity: p.stockAfterSales,
          lowStockThreshold: 5,
          categoryId: categoryIdByKey[p.category],
          barcode: p.barcode,
          weight: p.weight ?? null,
          dimensions: p.dimensions ?? null,
          tags: p.tags,
          createdAt: openedAt,
          updatedAt: openedAt,
        })),
      )
      .returning(),
  );

  const saleRows = byId(
    await tx
      .insert(sales)
      .values(
        planned.map((s) => ({
          businessId,
          customerId: s.clientIndex === null ? null : idAt(clientRows, s.clientIndex),
          subtotal: toDecimal(s.subtotalCents),
          taxAmount: toDecimal(s.taxCents),
          discountAmount: '0.00',
          totalAmount: toDecimal(s.totalCents),
          paymentMethod: s.paymentMethod,
          paymentStatus: 'completed',
          channel: s.channel,
          taxRateBasisPoints: TAX_PERCENT[s.channel] * 100,
          notes: s.notes,
          saleDate: s.saleDate,
          createdAt: s.saleDate,
        })),
      )
      .returning(),
  );

  await tx.insert(saleItems).values(
    planned.flatMap((s, saleIndex) =>
      s.items.map((item) => ({
        businessId,
        saleId: idAt(saleRows, saleIndex),
        productId: idAt(productRows, item.productIndex),
        productName: DEMO_PRODUCTS[item.productIndex]?.name ?? '',
        quantity: item.quantity,
        unitPrice: toDecimal(item.unitCents),
        totalPrice: toDecimal(item.totalCents),
      })),
    ),
  );

  // Opening stock covers everything sold since, so the history always sums to what is on the shelf.
  await tx.insert(inventoryTransactions).values([
    ...DEMO_PRODUCTS.map((p, i) => ({
      businessId,
      productId: idAt(productRows, i),
      transactionType: 'restock' as const,
      quantity: p.stockAfterSales + (sold[i] ?? 0),
      reason: 'Opening stock',
      createdAt: openedAt,
    })),
    ...planned.flatMap((s, saleIndex) =>
      s.items.map((item) => ({
        businessId,
        productId: idAt(productRows, item.productIndex),
        transactionType: 'sale' as const,
        quantity: -item.quantity,
        reason: 'Sale',
        saleId: idAt(saleRows, saleIndex),
        createdAt: s.saleDate,
      })),
    ),
  ]);
}

async function seedReviews(
  tx: Tx,
  businessId: number,
  random: Random,
  now: Date,
  booked: Booked[],
  team: TeamMember[],
  clientRows: { id: number; name: string; email: string | null }[],
) {
  const used = new Set<number>();
  let walkIns = 0;
  const rows = REVIEW_TEMPLATES.map((template) => {
    const about = template.about;
    const visit = about
      ? random.shuffle(
          booked.filter(
            (a) =>
              a.status === 'completed' &&
              a.service === about.service &&
              (!about.employeeId || team[a.staffIndex]?.employeeId === about.employeeId) &&
              !used.has(a.clientIndex),
          ),
        )[0]
      : undefined;
    const client = visit ? clientRows[visit.clientIndex] : undefined;
    if (visit && client) {
      used.add(visit.clientIndex);
      const createdAt = new Date(
        Math.min(
          visit.endsAt.getTime() + random.int(0, 2) * DAY + random.int(2, 6) * HOUR,
          now.getTime() - MINUTE,
        ),
      );
      return {
        ...reviewText(template),
        businessId,
        reviewerName: client.name,
        reviewerEmail: client.email ?? '',
        appointmentId: visit.id,
        // Left through the link of that visit.
        source: 'verified' as const,
        createdAt,
        updatedAt: createdAt,
      };
    }
    const reviewer = WALK_IN_REVIEWERS[walkIns++ % WALK_IN_REVIEWERS.length] ?? WALK_IN_REVIEWERS[0];
    const createdAt = new Date(now.getTime() - random.int(35, 160) * DAY - random.int(0, 600) * MINUTE);
    return {
      ...reviewText(template),
      businessId,
      reviewerName: reviewer.name,
      reviewerEmail: reviewer.email,
      appointmentId: null,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await tx.insert(reviews).values(rows);
}

/**
 * What an owner's review screen holds after a while: a comment card typed in (labelled, not counted), a
 * reply to the most critical review, and one spam review removed under the policy.
 */
async function seedReviewModeration(tx: Tx, businessId: number, ownerUserId: number, now: Date) {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  await tx.insert(reviews).values([
    {
      businessId,
      rating: 5,
      title: 'From our comment card box',
      comment:
        'Handwritten on a comment card at the front desk: "Best blowout in town, and the tea was lovely. Will be back for my wedding trial."',
      reviewerName: 'Nadia (comment card)',
      reviewerEmail: 'frontdesk@willowsage.example',
      source: 'staff',
      addedByUserId: ownerUserId,
      createdAt: at(12),
      updatedAt: at(12),
    },
    {
      businessId,
      rating: 1,
      title: 'Cheap designer bags here',
      comment:
        'Visit our online shop for the best replica designer bags at 90% off, free shipping worldwide!!!',
      reviewerName: 'Best Deals',
      reviewerEmail: 'deals@bags.example',
      source: 'client',
      isPublished: false,
      removedAt: at(20),
      removedByUserId: ownerUserId,
      removalReason: 'spam',
      createdAt: at(21),
      updatedAt: at(20),
    },
  ]);
  const [lowest] = await tx
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.businessId, businessId), eq(reviews.source, 'verified')))
    .orderBy(asc(reviews.rating), asc(reviews.id))
    .limit(1);
  if (lowest) {
    await tx
      .update(reviews)
      .set({
        reply:
          'Thank you for telling us. We have added a second stylist on Saturday mornings so nobody waits past their time. We hope to see you again.',
        repliedAt: at(3),
      })
      .where(eq(reviews.id, lowest.id));
  }
}

const reviewText = (t: { rating: number; title: string; comment: string }) => ({
  rating: t.rating,
  title: t.title,
  comment: t.comment,
});

/** A few recent conversations about upcoming visits; the newest client messages wait unread. */
async function seedChats(
  tx: Tx,
  who: { businessId: number; ownerUserId: number; ownerStaffId: number },
  now: Date,
  booked: Booked[],
  clientRows: { id: number }[],
) {
  const { businessId } = who;
  const upcoming: Booked[] = [];
  for (const a of booked) {
    if (
      a.startsAt > now &&
      a.status !== 'cancelled' &&
      !upcoming.some((u) => u.clientIndex === a.clientIndex)
    ) {
      upcoming.push(a);
    }
  }
  const conversations = CHAT_SCRIPTS.map((script, i) => ({
    script,
    appointment: upcoming[i * 3] ?? upcoming[i],
  }));
  const startedAgo = [26 * HOUR, 5 * HOUR, 3 * HOUR];
  const roomRows = byId(
    await tx
      .insert(chatRooms)
      .values(
        conversations.map(({ appointment }, i) => ({
          businessId,
          clientId: appointment ? idAt(clientRows, appointment.clientIndex) : idAt(clientRows, i),
          staffId: who.ownerStaffId,
          appointmentId: appointment?.id ?? null,
          createdAt: new Date(now.getTime() - (startedAgo[i] ?? HOUR)),
        })),
      )
      .returning(),
  );

  const messages = conversations.flatMap(({ script }, roomIndex) => {
    const room = roomRows[roomIndex];
    if (!room) return [];
    const lastReply = script.map((m) => m.from).lastIndexOf('user');
    let at = room.createdAt.getTime();
    return script.map((line, lineIndex) => {
      at += line.afterMinutes * MINUTE;
      // The first conversation has been read through; the others end with the client waiting for an answer.
      const unread = roomIndex > 0 && line.from === 'client' && lineIndex > lastReply;
      return {
        businessId,
        roomId: room.id,
        senderId: line.from === 'client' ? room.clientId : who.ownerUserId,
        senderType: line.from,
        message: line.text,
        isRead: !unread,
        createdAt: new Date(at),
      };
    });
  });
  await tx.insert(chatMessages).values(messages);
}

/** Rows in insertion order: ids come from one sequence, so sorting by id restores the VALUES order. */
function byId<T extends { id: number }>(rows: T[]): T[] {
  return [...rows].sort((a, b) => a.id - b.id);
}

function idAt(rows: readonly { id: number }[], index: number): number {
  const row = rows[index];
  if (!row) throw new Error(`demo seed: no row at ${index}`);
  return row.id;
}
