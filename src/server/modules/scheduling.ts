import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { registerAppointmentRoutes } from './appointments/routes';
import { registerBlockedTimeRoutes } from './availability/blocked-times';
import { registerTimezoneRoutes } from './availability/timezone';
import { registerWindowRoutes } from './availability/windows-routes';
import { registerCalendarFeedRoutes } from './calendar-feed/routes';
import { registerDashboardRoutes } from './dashboard/routes';
import { registerPublicBookingRoutes } from './public-booking/routes';
import { registerServiceRoutes } from './services/routes';
import { registerStaffDirectoryRoutes } from './staff-directory/routes';

/** Every scheduling route (issue 3), registered from one line of app.ts. */
export function registerScheduling(app: FastifyInstance, deps: { db: Database }) {
  registerStaffDirectoryRoutes(app, deps);
  registerServiceRoutes(app, deps);
  registerTimezoneRoutes(app, deps);
  registerWindowRoutes(app, deps);
  registerBlockedTimeRoutes(app, deps);
  registerCalendarFeedRoutes(app, deps);
  registerAppointmentRoutes(app, deps);
  registerPublicBookingRoutes(app, deps);
  registerDashboardRoutes(app, deps);
}
