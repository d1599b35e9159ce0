import { DeskRoutes } from '@/features/desk';

/** /desk/orders/:id and /desk/products/:id, the operator's desk pages, for admins. */
export function DeskRoutePage() {
  return <DeskRoutes />;
}
