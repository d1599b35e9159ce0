import { useLingui } from '@lingui/react/macro';

/** The accepted card networks, drawn inline as one labelled image. */
export function PaymentsImage() {
  const { t } = useLingui();
  /* eslint-disable no-restricted-syntax -- the networks' marks are drawn as logos, the same in
     every language; the image's name, which is read, is translated. */
  return (
    <svg
      role="img"
      aria-label={t`We accept Visa, Mastercard, American Express and PayPal`}
      viewBox="0 0 232 32"
      width="232"
      height="32"
      className="h-8 w-auto"
    >
      <rect x="0" y="0" width="52" height="32" rx="4" fill="#fff" />
      <text
        x="26"
        y="21"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="14"
        fontWeight="700"
        fontStyle="italic"
        fill="#1a1f71"
      >
        VISA
      </text>
      <rect x="60" y="0" width="52" height="32" rx="4" fill="#fff" />
      <circle cx="80" cy="16" r="9" fill="#eb001b" />
      <circle cx="92" cy="16" r="9" fill="#f79e1b" fillOpacity="0.9" />
      <rect x="120" y="0" width="52" height="32" rx="4" fill="#2e77bc" />
      <text
        x="146"
        y="20"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="10"
        fontWeight="700"
        fill="#fff"
      >
        AMEX
      </text>
      <rect x="180" y="0" width="52" height="32" rx="4" fill="#fff" />
      <text
        x="206"
        y="20"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="11"
        fontWeight="700"
        fill="#003087"
      >
        Pay<tspan fill="#009cde">Pal</tspan>
      </text>
    </svg>
  );
  /* eslint-enable no-restricted-syntax */
}
