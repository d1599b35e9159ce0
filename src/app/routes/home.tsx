import { Link } from 'react-router-dom';

import { PageTitle } from '@/components/page-title';

export function HomePage() {
  return (
    <section>
      <PageTitle title="Home">Electronics for everyone, delivered worldwide</PageTitle>
      <Link to="/products" className="font-semibold text-blue-800 underline">
        Shop all products
      </Link>
    </section>
  );
}
