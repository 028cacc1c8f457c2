import { useSyncExternalStore } from 'react';
import { asBusinessRef, type BusinessRef } from '../../../contract/business-ref';
import { PORTAL_TOKEN_STORAGE_KEY } from '../../../contract/portal';

/**
 * Where a client's tokens live on this device: localStorage, one entry per business, so a client of
 * two businesses keeps both and never sends one business's token to the other. The portal and the
 * widget share the portal token; the widget's guest token (one room, no portal) is kept apart. Tokens are
 * kept by the business's id (from GET /api/portal/businesses/{business}), which stays when its slug changes.
 */
const portalKey = (businessId: number) => `${PORTAL_TOKEN_STORAGE_KEY}:${businessId}`;
const guestKey = (businessId: number) => `${PORTAL_TOKEN_STORAGE_KEY}:guest:${businessId}`;
/**
 * The business of the last portal sign-in, for /client opened without ?business=: its slug (a number kept by
 * an older version still works as a ref, for a business from before slugs).
 */
const lastBusinessKey = `${PORTAL_TOKEN_STORAGE_KEY}:business`;

export type GuestChat = { token: string; roomId: number };

const CHANGE_EVENT = 'fd-portal-session';
const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // Storage blocked (private mode): the client simply isn't remembered.
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked: nothing to remember with.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab signing in or out changes this one too.
  window.addEventListener('storage', listener);
  window.addEventListener(CHANGE_EVENT, listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
    window.removeEventListener(CHANGE_EVENT, listener);
  };
}

export function rememberPortalToken(business: { id: number; slug: string }, token: string) {
  write(lastBusinessKey, business.slug);
  write(portalKey(business.id), token);
}

/** The last business's slug now, when the one remembered was an old slug or a number. */
export function rememberLastPortalBusiness(slug: string) {
  write(lastBusinessKey, slug);
}

/** The portal token alone, e.g. when the server no longer accepts it. */
export function forgetPortalToken(businessId: number) {
  write(portalKey(businessId), null);
}

/**
 * Sign Out: forgets everything that lets this device speak as the client to this business, the portal
 * token and the widget's guest chat alike, so the next person here can't read their conversation.
 */
export function forgetPortalSession(businessId: number) {
  write(portalKey(businessId), null);
  write(guestKey(businessId), null);
}

export function rememberGuestChat(businessId: number, chat: GuestChat) {
  write(guestKey(businessId), JSON.stringify(chat));
}

export function forgetGuestChat(businessId: number) {
  write(guestKey(businessId), null);
}

export function lastPortalBusiness(): BusinessRef | null {
  return asBusinessRef(read(lastBusinessKey));
}

export function usePortalToken(businessId: number | null): string | null {
  return useSyncExternalStore(subscribe, () => (businessId ? read(portalKey(businessId)) : null));
}

function parseGuest(raw: string | null): GuestChat | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<GuestChat>;
    return typeof value.token === 'string' && typeof value.roomId === 'number'
      ? { token: value.token, roomId: value.roomId }
      : null;
  } catch {
    return null;
  }
}

/** The guest chat remembered on this device, read once (outside React). */
export function rememberedGuestChat(businessId: number): GuestChat | null {
  return parseGuest(read(guestKey(businessId)));
}

/** The guest chat's raw entry is read through the store; parsing happens outside so snapshots stay equal. */
export function useGuestChat(businessId: number): GuestChat | null {
  const raw = useSyncExternalStore(subscribe, () => read(guestKey(businessId)));
  return parseGuest(raw);
}
