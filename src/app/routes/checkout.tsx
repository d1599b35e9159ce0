import { useAtomValue } from 'jotai';

import { catalogAtom } from '@/features/catalog';
import { CheckoutView } from '@/features/checkout';

export function CheckoutPage() {
  return <CheckoutView catalog={useAtomValue(catalogAtom)} />;
}
