import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerChatRoutes } from '../chat/routes';
import { registerPortalChatRoutes } from '../portal/chat-routes';
import { registerPortalRoutes } from '../portal/routes';
import { registerPortalSettingsRoutes } from '../portal/settings';
import { registerClientRoutes } from './routes';

/** Clients, staff chat, the client portal and the widget (issue 4), from one line of app.ts. */
export function registerClientsChatPortal(app: FastifyInstance, deps: { db: Database }) {
  registerClientRoutes(app, deps);
  registerChatRoutes(app, deps);
  registerPortalRoutes(app, deps);
  registerPortalChatRoutes(app, deps);
  registerPortalSettingsRoutes(app, deps);
}
