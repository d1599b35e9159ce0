import { PaymentSuccess } from '@/features/checkout';

export function SuccessPage() {
  return <PaymentSuccess />;
}
