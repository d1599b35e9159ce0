import { formatPrice } from '@/lib/format';

/** Orders: the spec's static sample rows, until checkout brings real orders. */
const SAMPLE_ORDERS = [
  { id: '#ORD-1001', date: '2026-10-02', status: 'Delivered', amount: 1249.99 },
  { id: '#ORD-1002', date: '2026-11-14', status: 'Shipped', amount: 349.5 },
] as const;

export function OrdersPanel() {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-gray-700">
          Sample orders: your real orders appear here after checkout.
        </caption>
        <thead className="border-b border-gray-300 text-gray-800">
          <tr>
            {['Order ID', 'Date', 'Status', 'Amount', 'Action'].map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SAMPLE_ORDERS.map((order) => (
            <tr key={order.id} className="border-b border-gray-200">
              <td className="px-3 py-2">{order.id}</td>
              <td className="px-3 py-2">{order.date}</td>
              <td className="px-3 py-2">{order.status}</td>
              <td className="px-3 py-2">{formatPrice(order.amount)}</td>
              <td className="px-3 py-2">
                <button
                  type="button"
                  className="rounded-md border border-gray-500 px-3 py-1 font-semibold hover:bg-gray-100 focus-visible:(outline-2 outline-offset-2 outline-blue-700)"
                  aria-label={`View order ${order.id}`}
                >
                  View
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function WishlistPanel() {
  return (
    <div>
      <h2 className="mb-2 text-lg font-semibold">Wishlist</h2>
      <p className="text-gray-700">Products you save for later will be listed here.</p>
    </div>
  );
}

export function SecurityPanel() {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3">
      <dt className="font-semibold">Change Password</dt>
      <dd>••••••••</dd>
      <dt className="font-semibold">Two-Factor Authentication</dt>
      <dd>Enabled</dd>
    </dl>
  );
}

export function SettingsPanel() {
  return (
    <ul className="flex flex-col gap-3">
      {['Notification Preferences', 'Language Preferences', 'Delete Account'].map((setting) => (
        <li key={setting} className="rounded-md border border-gray-300 p-3 font-semibold">
          {setting}
        </li>
      ))}
    </ul>
  );
}
