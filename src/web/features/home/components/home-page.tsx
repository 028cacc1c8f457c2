import type { CurrentUser } from '../../../../contract/auth';
import { PageTitle } from '../../../components/layout/page-title';
import { PlanStatus } from './plan-status';
import { QuickActions } from './quick-actions';
import { SectionCards } from './section-cards';
import { SetupChecklist } from './setup-checklist';

/** `/` when signed in. */
export function HomePage({ user }: { user: CurrentUser }) {
  return (
    <>
      <PageTitle
        title={`Welcome back, ${user.firstName?.trim() || user.email}!`}
        subtitle={user.businessName}
      />
      <div className="mx-auto grid max-w-5xl gap-6">
        <SetupChecklist businessSlug={user.businessSlug} />
        <PlanStatus />
        <SectionCards />
        <QuickActions businessSlug={user.businessSlug} />
      </div>
    </>
  );
}
