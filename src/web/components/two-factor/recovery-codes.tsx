import { toast } from '../../lib/toast';
import { Button } from '../ui/button';

/**
 * Ten recovery codes, shown once: each signs in once when the phone is lost. Copy and Download keep them
 * somewhere other than the phone.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Frontdesk recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ type: 'success', title: 'Recovery codes copied' });
    } catch {
      toast({
        type: 'error',
        title: 'Error',
        message: 'Could not copy. Select the codes and copy them instead.',
      });
    }
  };
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-700">
        Save these recovery codes somewhere safe, away from your phone. If you lose your phone, each code
        signs you in once. They won’t be shown again.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={copy}>
          Copy
        </Button>
        <Button asChild variant="outline">
          <a href={download} download="frontdesk-recovery-codes.txt">
            Download
          </a>
        </Button>
        <Button type="button" onClick={onDone}>
          I’ve saved them
        </Button>
      </div>
    </div>
  );
}
