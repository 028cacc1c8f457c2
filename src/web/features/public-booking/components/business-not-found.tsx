import { SearchX } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';

/** A booking link without a business, or with one that doesn't exist. */
export function BusinessNotFound() {
  return (
    <Card>
      <EmptyState
        icon={SearchX}
        title="Business not found"
        description="This booking link doesn't point to a business that takes bookings. Please check the link you were given, or ask the business for a new one."
      />
    </Card>
  );
}
