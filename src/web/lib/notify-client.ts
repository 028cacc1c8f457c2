import { useState } from 'react';
import { useCurrentUser } from './current-user';

/**
 * "Notify the client?" when the business changes an appointment (issue 33): yes until a member answers
 * otherwise, then their last answer, kept in this browser for that member (a shared front-desk computer
 * remembers each member's own).
 */
const storageKey = (userId: number) => `frontdesk.notifyClient.${userId}`;

function remembered(userId: number | undefined): boolean {
  if (userId === undefined) return true;
  try {
    return window.localStorage.getItem(storageKey(userId)) !== 'no';
  } catch {
    return true;
  }
}

export function useNotifyClientChoice(): [boolean, (notify: boolean) => void] {
  const { user } = useCurrentUser();
  const [notify, setNotify] = useState(() => remembered(user?.id));
  const choose = (next: boolean) => {
    setNotify(next);
    if (!user) return;
    try {
      window.localStorage.setItem(storageKey(user.id), next ? 'yes' : 'no');
    } catch {
      // A browser that keeps nothing asks again with the default next time.
    }
  };
  return [notify, choose];
}
