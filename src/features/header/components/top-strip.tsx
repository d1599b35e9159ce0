import { Link } from 'react-router-dom';

import { CONTACT_PATH } from '@/lib/routes';

/** The slim strip above the header's middle part. */
export function TopStrip() {
  return (
    <div className="bg-gray-900 text-xs text-gray-100 sm:text-sm">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-3 py-1.5 sm:px-4">
        <p>
          Welcome to E-Shop!<span className="hidden sm:inline"> Electronics delivered worldwide.</span>
        </p>
        <Link
          to={CONTACT_PATH}
          className="shrink-0 font-semibold text-white underline-offset-2 hover:underline focus-visible:(outline-solid outline-2 outline-offset-2 outline-white)"
        >
          Contact us
        </Link>
      </div>
    </div>
  );
}
