import { PageTitle } from '../../../components/layout/page-title';
import { PaymentMethodsTab } from '../../../components/payments/payment-methods-tab';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { PaymentsSummaryCards } from './payments-summary';
import { ReportsTab } from './reports-tab';
import { TransactionsTab } from './transactions-tab';

export function PaymentsPage() {
  return (
    <>
      <PageTitle title="Payments" subtitle="Transactions, payment methods and reports" />
      <div className="grid grid-cols-1 gap-6">
        <PaymentsSummaryCards />
        <Tabs defaultValue="transactions" className="grid grid-cols-1 gap-4">
          <TabsList className="md:max-w-lg [&>button]:whitespace-nowrap">
            <TabsTrigger value="transactions">Transactions</TabsTrigger>
            <TabsTrigger value="methods">Payment Methods</TabsTrigger>
            <TabsTrigger value="reports">Reports</TabsTrigger>
          </TabsList>
          <TabsContent value="transactions">
            <TransactionsTab />
          </TabsContent>
          <TabsContent value="methods">
            <PaymentMethodsTab />
          </TabsContent>
          <TabsContent value="reports">
            <ReportsTab />
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}
