import { hasFeature, plansWith } from '../../../../contract/plans';
import { PageTitle } from '../../../components/layout/page-title';
import { FeatureGate } from '../../../components/plan/feature-gate';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useSubscription } from '../../../lib/subscription';
import { CampaignsTab } from './campaigns-tab';
import { FlowsTab } from './flows-tab';
import { OffersTab } from './offers-tab';

/** `/automation`: automated flows, email campaigns and offer codes, each a tab; the plan's marketing feature. */
export function AutomationPage() {
  const plan = useSubscription();
  return (
    <>
      <PageTitle title="Automation" subtitle="Offer codes, campaigns and automated flows" />
      {hasFeature(plan, 'marketing') ? (
        <AutomationTabs />
      ) : (
        <FeatureGate
          plan={plan}
          description={`Offer codes, email campaigns and automated flows come with ${plansWith('marketing')}.`}
        />
      )}
    </>
  );
}

function AutomationTabs() {
  return (
    <Tabs defaultValue="flows" className="grid gap-4">
      <TabsList className="justify-self-start">
        <TabsTrigger value="flows">Flows</TabsTrigger>
        <TabsTrigger value="campaigns">Campaigns</TabsTrigger>
        <TabsTrigger value="offers">Offers</TabsTrigger>
      </TabsList>
      <TabsContent value="flows" className="min-w-0">
        <FlowsTab />
      </TabsContent>
      <TabsContent value="campaigns" className="min-w-0">
        <CampaignsTab />
      </TabsContent>
      <TabsContent value="offers" className="min-w-0">
        <OffersTab />
      </TabsContent>
    </Tabs>
  );
}
