/**
 * The visitor's last token for a room, kept on their phone: scanning the poster again finds their place
 * instead of joining twice. Storage may be refused (private modes); then nothing is remembered.
 */
const keyOf = (roomId: number) => `frontdesk.queue.${roomId}`;

export function rememberPlace(roomId: number, token: string) {
  try {
    window.localStorage.setItem(keyOf(roomId), token);
  } catch {
    // Not remembered: the status page's own address still works.
  }
}

export function rememberedPlace(roomId: number): string | null {
  try {
    return window.localStorage.getItem(keyOf(roomId));
  } catch {
    return null;
  }
}
