import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';

/** The personal access code, shown this one time only: the server keeps just a hash of it. */
export function AccessCodeNotice({ code, onDone }: { code: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <section
      aria-labelledby="access-code-title"
      className="grid gap-3 rounded-xl border-2 border-amber-300 bg-amber-50 p-5"
    >
      <h2 id="access-code-title" className="flex items-center gap-2 text-base font-semibold text-amber-950">
        <KeyRound aria-hidden="true" className="size-5" />
        Save this code
      </h2>
      <p className="text-sm text-amber-950">
        This is your personal access code. You need it to sign in again on this or another device. It is shown
        only this once; we have also emailed it to you.
      </p>
      <p className="break-all rounded-md bg-white px-4 py-3 font-mono text-lg font-semibold tracking-wider text-slate-900">
        <span className="sr-only">Your access code: </span>
        <span data-testid="access-code">{code}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() => {
            void navigator.clipboard?.writeText(code).then(() => setCopied(true));
          }}
        >
          {copied ? 'Copied' : 'Copy code'}
        </Button>
        <Button onClick={onDone}>I saved my code</Button>
      </div>
    </section>
  );
}
