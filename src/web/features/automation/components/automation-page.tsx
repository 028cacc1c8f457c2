import { PageTitle } from '../../../components/layout/page-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { OffersTab } from './offers-tab';

/** `/automation`: offer codes now; campaigns and automated flows join as tabs of their own. */
export function AutomationPage() {
  return (
    <>
      <PageTitle title="Automation" subtitle="Offer codes, campaigns and automated flows" />
      <Tabs defaultValue="offers" className="grid gap-4">
        <TabsList className="justify-self-start">
          <TabsTrigger value="offers">Offers</TabsTrigger>
        </TabsList>
        <TabsContent value="offers" className="min-w-0">
          <OffersTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
