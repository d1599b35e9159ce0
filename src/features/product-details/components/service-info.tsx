import { useLingui } from '@lingui/react/macro';

import { Icon } from '@/components/icons';
import { SHIPPING_FEE } from '@/domain/shop-rules';
import { formatPrice } from '@/lib/format';

const ICONS = {
  shipping: 'M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-.01M17 19a2 2 0 1 0 0-.01',
  payment: 'M6 11V8a6 6 0 0 1 12 0v3M5 11h14v10H5zM12 15v2',
  returns: 'M4 9h11a5 5 0 0 1 0 10H8M4 9l4-4M4 9l4 4',
} as const;

/** Shipping, secure payment and return promises (spec §2 Product details). */
export function ServiceInfo() {
  const { t } = useLingui();
  // The fee is written in the shopper's language, so the promises are put together as they are drawn.
  const fee = formatPrice(SHIPPING_FEE);
  const services = [
    {
      icon: ICONS.shipping,
      title: t`Worldwide shipping`,
      text: t`Fast, reliable delivery to any country for a flat ${fee} per order.`,
    },
    {
      icon: ICONS.payment,
      title: t`Secure payment`,
      text: t`Pay by card through a certified payment provider; your card details never touch our servers.`,
    },
    {
      icon: ICONS.returns,
      title: t`Easy returns`,
      text: t`Changed your mind? Our hassle-free return policy has you covered.`,
    },
  ];
  return (
    <ul className="grid gap-3 rounded-xl border border-gray-200 bg-white p-4">
      {services.map((service) => (
        <li key={service.icon} className="flex gap-3">
          <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-blue-50 text-blue-800">
            <Icon className="size-5">
              <path d={service.icon} />
            </Icon>
          </span>
          <div>
            <p className="font-semibold text-gray-900">{service.title}</p>
            <p className="text-sm text-gray-700">{service.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
