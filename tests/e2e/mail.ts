import { expect } from '@playwright/test';

/**
 * What a person finds in their inbox: the browser tests' servers send mail to one local SMTP server
 * (scripts/e2e-server.mjs) whose messages for an address are at PORT + 1000.
 */
const mailbox = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 5317) + 1000}/mail`;

/** Quoted-printable undone: soft line breaks joined, `=XX` bytes decoded (UTF-8). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] as string, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

async function mailTo(email: string): Promise<string[]> {
  const response = await fetch(`${mailbox}?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as string[]).map(decodeQuotedPrintable);
}

/** Waits for a message to `email` containing a link that matches `link`, and answers the link. */
export async function linkInMail(email: string, link: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(email))
          .map((message) => link.exec(message)?.[0])
          .filter((match) => match !== undefined)
          .at(-1);
        return found;
      },
      { message: `a link like ${link} in mail to ${email}`, timeout: 20_000 },
    )
    .toBeDefined();
  return found as string;
}
