export function WishlistPanel() {
  return (
    <div>
      <h2 className="mb-2 text-lg font-semibold">Wishlist</h2>
      <p className="text-gray-700">Products you save for later will be listed here.</p>
    </div>
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
