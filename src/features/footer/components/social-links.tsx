import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

// Filled glyphs, simplified: recognisable at 20 px without shipping brand icon fonts.
const SOCIAL: { name: string; href: string; glyph: ReactNode }[] = [
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/',
    glyph: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z" />,
  },
  {
    name: 'X',
    href: 'https://x.com/',
    glyph: <path d="M4 4h4.5l4 5.6L17.3 4H20l-6.2 7.3L20.5 20H16l-4.3-6-5.2 6H3.8l6.6-7.6z" />,
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/',
    glyph: (
      <path
        fillRule="evenodd"
        d="M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm0 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm5-4a1 1 0 1 0 0 2 1 1 0 0 0 0-2z"
      />
    ),
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/',
    glyph: (
      <path d="M21 8.2a2.8 2.8 0 0 0-2-2C17.3 5.8 12 5.8 12 5.8s-5.3 0-7 .4a2.8 2.8 0 0 0-2 2A29 29 0 0 0 2.6 12 29 29 0 0 0 3 15.8a2.8 2.8 0 0 0 2 2c1.7.4 7 .4 7 .4s5.3 0 7-.4a2.8 2.8 0 0 0 2-2 29 29 0 0 0 .4-3.8 29 29 0 0 0-.4-3.8zM10 15V9l5 3z" />
    ),
  },
];

/** The shop's social profiles; each link is named for screen readers and opens a new tab. */
export function SocialLinks() {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Follow E-Shop`} className="flex gap-3">
      {SOCIAL.map(({ name, href, glyph }) => (
        <li key={name}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t`E-Shop on ${name} (opens in a new tab)`}
            className="grid h-10 w-10 place-items-center rounded-full bg-gray-800 text-gray-100 hover:(bg-blue-700 text-white) focus-visible:(outline-solid outline-2 outline-offset-2 outline-white)"
          >
            <svg
              viewBox="0 0 24 24"
              width="20"
              height="20"
              fill="currentColor"
              aria-hidden="true"
              focusable="false"
            >
              {glyph}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
