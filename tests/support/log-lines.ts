import { Writable } from 'node:stream';

/** A stream for an app's logger that keeps each line it is given, in `lines`, for a test to read. */
export function logLines(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}
