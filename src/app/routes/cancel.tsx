import { PaymentCancelled } from '@/features/checkout';

export function CancelPage() {
  return <PaymentCancelled />;
}
