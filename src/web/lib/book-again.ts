/**
 * "Book again" from the client portal (issue 33): the portal leaves what it knows (the client's name, email
 * and phone, and the service and staff member of a past visit) for the booking page of the same business to
 * fill in once. Kept in this tab's session storage, never in the address, and read once.
 */
export type BookAgain = {
  business: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  serviceId?: number;
  staffId?: number | null;
};

const KEY = 'frontdesk.bookAgain';

export function rememberBookAgain(details: BookAgain) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(details));
  } catch {
    // Without storage the booking page simply starts empty.
  }
}

/** The details left for this business's booking page, once. */
export function takeBookAgain(business: string): BookAgain | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const details = raw ? (JSON.parse(raw) as BookAgain) : null;
    return details?.business === business ? details : null;
  } catch {
    return null;
  }
}
