import { Link } from 'react-router-dom';

import { HOME_PATH } from '@/lib/routes';

/** The shop's word mark, leading home. */
export function SiteLogo() {
  return (
    <Link
      to={HOME_PATH}
      className="flex shrink-0 items-center gap-1.5 rounded-md text-xl font-extrabold tracking-tight text-gray-900 focus-visible:(outline-solid outline-2 outline-offset-2 outline-blue-700) sm:text-2xl"
    >
      <span
        aria-hidden="true"
        className="grid h-8 w-8 place-items-center rounded-lg bg-blue-700 text-base text-white"
      >
        E
      </span>
      <span>
        {/* eslint-disable-next-line no-restricted-syntax -- the brand, the same in every language */}
        E-<span className="text-blue-700">Shop</span>
      </span>
    </Link>
  );
}
