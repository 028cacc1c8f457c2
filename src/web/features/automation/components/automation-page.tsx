import { PageTitle } from '../../../components/layout/page-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { CampaignsTab } from './campaigns-tab';
import { OffersTab } from './offers-tab';

/** `/automation`: offer codes and email campaigns; automated flows join as a tab of their own. */
export function AutomationPage() {
  return (
    <>
      <PageTitle title="Automation" subtitle="Offer codes, campaigns and automated flows" />
      <Tabs defaultValue="offers" className="grid gap-4">
        <TabsList className="justify-self-start">
          <TabsTrigger value="offers">Offers</TabsTrigger>
          <TabsTrigger value="campaigns">Campaigns</TabsTrigger>
        </TabsList>
        <TabsContent value="offers" className="min-w-0">
          <OffersTab />
        </TabsContent>
        <TabsContent value="campaigns" className="min-w-0">
          <CampaignsTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
