import http from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';

export type SentText = { accountSid: string; to: string; from: string | null; body: string; auth: string };

/**
 * A local fake of Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded) that
 * keeps what it is sent, and the HTTP client that points the real SDK at it instead of api.twilio.com.
 * `failNext` makes the next request answer 500, as Twilio does when it can't take a message.
 */
export async function startFakeTwilio() {
  const sent: SentText[] = [];
  let failures = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    req.on('end', () => {
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"not found"}');
        return;
      }
      if (failures > 0) {
        failures -= 1;
        res
          .writeHead(500, { 'content-type': 'application/json' })
          .end('{"code":20500,"message":"Internal Server Error"}');
        return;
      }
      const form = new URLSearchParams(raw);
      const text = {
        accountSid: match[1] ?? '',
        to: form.get('To') ?? '',
        from: form.get('From'),
        body: form.get('Body') ?? '',
        auth: req.headers.authorization ?? '',
      };
      sent.push(text);
      res.writeHead(201, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          sid: `SM${sent.length}`,
          status: 'queued',
          to: text.to,
          from: text.from,
          body: text.body,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  class LocalRequestClient extends twilio.RequestClient {
    override request<T>(opts: RequestClient.RequestOptions<T>) {
      return super.request<T>({ ...opts, uri: opts.uri.replace(/^https:\/\/api\.twilio\.com/, origin) });
    }
  }

  return {
    sent,
    failNext: (times = 1) => {
      failures = times;
    },
    httpClient: new LocalRequestClient(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
