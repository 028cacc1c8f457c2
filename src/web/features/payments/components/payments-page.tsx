import { PageTitle } from '../../../components/layout/page-title';
import { PaymentMethodsTab } from '../../../components/payments/payment-methods-tab';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useCan } from '../../../lib/current-user';
import { PaymentsSummaryCards } from './payments-summary';
import { ReportsTab } from './reports-tab';
import { TransactionsTab } from './transactions-tab';

/** Members without reports.view (staff) get the transactions and methods, not the money figures. */
export function PaymentsPage() {
  const reports = useCan()('reports.view');
  return (
    <>
      <PageTitle title="Payments" subtitle="Transactions, payment methods and reports" />
      <div className="grid grid-cols-1 gap-6">
        {reports ? <PaymentsSummaryCards /> : null}
        <Tabs defaultValue="transactions" className="grid grid-cols-1 gap-4">
          <TabsList className="md:max-w-lg [&>button]:whitespace-nowrap">
            <TabsTrigger value="transactions">Transactions</TabsTrigger>
            <TabsTrigger value="methods">Payment Methods</TabsTrigger>
            {reports ? <TabsTrigger value="reports">Reports</TabsTrigger> : null}
          </TabsList>
          <TabsContent value="transactions">
            <TransactionsTab />
          </TabsContent>
          <TabsContent value="methods">
            <PaymentMethodsTab />
          </TabsContent>
          {reports ? (
            <TabsContent value="reports">
              <ReportsTab />
            </TabsContent>
          ) : null}
        </Tabs>
      </div>
    </>
  );
}
