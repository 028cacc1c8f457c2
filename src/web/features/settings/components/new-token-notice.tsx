import { TriangleAlert } from 'lucide-react';
import type { CreatedApiToken } from '../../../../contract/api-tokens';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';

/** The new token, shown this once with Copy; only its hash stays on the server. */
export function NewTokenNotice({ token, onDone }: { token: CreatedApiToken; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token.token);
      toast({ type: 'success', title: 'Token copied' });
    } catch {
      toast({
        type: 'error',
        title: 'Error',
        message: 'Could not copy. Select the token and copy it instead.',
      });
    }
  };
  return (
    <div role="status" className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="flex items-start gap-2 text-sm font-medium text-amber-950">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {`Copy the token for ${token.name} now. It won't be shown again.`}
      </p>
      <TextField
        label="New token"
        readOnly
        value={token.token}
        className="grid gap-1.5 font-mono"
        onFocus={(event) => event.target.select()}
      />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={copy}>
          Copy
        </Button>
        <Button variant="outline" size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
