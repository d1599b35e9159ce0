export function WishlistPanel() {
  return (
    <div>
      <h2 className="mb-2 text-lg font-semibold">Wishlist</h2>
      <p className="text-gray-700">Products you save for later will be listed here.</p>
    </div>
  );
}
