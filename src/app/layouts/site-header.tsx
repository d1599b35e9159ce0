import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';

import { currentUserAtom } from '@/features/auth';

export function SiteHeader() {
  const user = useAtomValue(currentUserAtom);
  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="text-2xl font-extrabold tracking-tight text-blue-800">
          E-Shop
        </Link>
        <nav aria-label="Account" className="flex items-center gap-4 text-sm font-semibold">
          <Link to="/products" className="text-gray-900 hover:text-blue-800">
            Products
          </Link>
          <Link to={user ? '/cart' : '/login'} className="text-gray-900 hover:text-blue-800">
            Cart
          </Link>
          <Link
            to={user ? '/dashboard' : '/login'}
            className="text-gray-900 hover:text-blue-800"
            data-testid="account-link"
          >
            {user ? user.name || user.email : 'Login'}
          </Link>
        </nav>
      </div>
    </header>
  );
}
