import { EventEmitter } from 'node:events';

const signal = new EventEmitter();
signal.setMaxListeners(0);

/** A job was queued: this process's runners start a round now instead of at their next tick. */
export function wakeDataJobRunners(): void {
  signal.emit('queued');
}

/** Returns the function that stops listening. */
export function onDataJobQueued(listener: () => void): () => void {
  signal.on('queued', listener);
  return () => signal.off('queued', listener);
}
