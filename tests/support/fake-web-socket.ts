/** A stand-in for the browser's WebSocket that records what is sent and lets a unit test drive events. */
export class FakeWebSocket {
  static all: FakeWebSocket[] = [];
  static latest(): FakeWebSocket {
    return FakeWebSocket.all.at(-1) as FakeWebSocket;
  }
  sent: unknown[] = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
  }
  open() {
    this.onopen?.();
  }
  /** A server frame: an event (sent as JSON) or raw text. */
  receive(event: object | string) {
    this.onmessage?.({ data: typeof event === 'string' ? event : JSON.stringify(event) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}
