import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import type { ApiToken, CreatedApiToken } from '../../../../contract/api-tokens';
import { hasFeature } from '../../../../contract/plans';
import { FeatureGate } from '../../../components/plan/feature-gate';
import { formatPlanDate } from '../../../components/plan/format-plan-date';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/error-message';
import { useSubscription } from '../../../lib/subscription';
import { toast } from '../../../lib/toast';
import { useApiTokens } from '../api/get-api-tokens';
import { useRevokeApiToken } from '../api/revoke-api-token';
import { CreateTokenForm } from './create-token-form';
import { NewTokenNotice } from './new-token-notice';

/** Settings → API tokens (owners and admins, plan feature api_access). */
export function ApiTokensSection() {
  const plan = useSubscription();
  if (!hasFeature(plan, 'api_access')) {
    return (
      <FeatureGate
        compact
        plan={plan}
        description="Connect your own tools to Frontdesk with personal API tokens on the Enterprise plan."
      />
    );
  }
  return <ApiTokens />;
}

function ApiTokens() {
  const tokens = useApiTokens();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const revoke = useRevokeApiToken();

  const revokeToken = () => {
    if (!revoking) return;
    const { id, name } = revoking;
    revoke.mutate(id, {
      onSuccess: () => {
        setRevoking(null);
        if (created?.id === id) setCreated(null);
        toast({ type: 'success', title: 'Token revoked', message: `${name} no longer works.` });
      },
      onError: (error) =>
        toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to revoke the token') }),
    });
  };

  return (
    <div className="grid grid-cols-1 gap-5">
      <p className="text-sm text-slate-600">
        A token acts as the member who created it. Send it as{' '}
        <code className="rounded bg-slate-100 px-1 py-0.5 text-xs">Authorization: Bearer fd_pat_…</code>
      </p>
      {created ? <NewTokenNotice token={created} onDone={() => setCreated(null)} /> : null}
      <CreateTokenForm onCreated={setCreated} />
      {tokens.isPending ? (
        <LoadingSkeleton label="Loading API tokens…" className="grid gap-2" bars={['h-10', 'h-10']} />
      ) : tokens.isError ? (
        <ErrorState error={tokens.error} onRetry={() => tokens.refetch()} />
      ) : tokens.data.length === 0 ? (
        <div className="rounded-lg border border-slate-200">
          <EmptyState
            icon={KeyRound}
            title="No API tokens yet"
            description="Create one above to connect a tool."
          />
        </div>
      ) : (
        <div className="rounded-lg border border-slate-200">
          <Table aria-label="API tokens">
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Token</TableHead>
                <TableHead>Created by</TableHead>
                <TableHead>Created</TableHead>
                <TableHead>Last used</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {tokens.data.map((token) => (
                <TableRow key={token.id}>
                  <TableCell className="font-medium">{token.name}</TableCell>
                  <TableCell className="font-mono text-xs whitespace-nowrap">{`${token.prefix}…`}</TableCell>
                  <TableCell>{token.createdBy}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatPlanDate(token.createdAt)}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {token.lastUsedAt ? formatPlanDate(token.lastUsedAt) : 'Never'}
                  </TableCell>
                  <TableCell className="text-right">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Revoke ${token.name}`}
                      className="text-red-700 hover:bg-red-50 hover:text-red-800"
                      onClick={() => setRevoking(token)}
                    >
                      Revoke
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this token?"
        description={`Anything using ${revoking?.name ?? 'this token'} stops working at once. This can't be undone.`}
        confirmLabel="Revoke"
        onConfirm={revokeToken}
        pending={revoke.isPending}
      />
    </div>
  );
}
