import { DeskRoutes } from '@/features/desk';

/** /desk/orders/:id and /desk/products/:id, the operator's desk pages (issue 26), for admins. */
export function DeskRoutePage() {
  return <DeskRoutes />;
}
