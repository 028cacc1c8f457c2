// The chat module's public verbs: what other modules import from it (docs/server-code.md).

export { openRoom, postMessage } from './messages';
export { findActiveRoom, findRoom, insertRoom } from './repository';
export { listRoomsWhere, roomNotFound, toChatRoom } from './rooms';
