export function productDocument(product: { id: number; createdAt: number; updatedAt: number }): {
  path: string;
  data: Record<string, unknown>;
};
export function userDocument(account: {
  uid: string;
  email: string;
  displayName: string;
  userType: 'admin' | 'normal';
  phone?: string;
  address?: object;
}): { path: string; data: Record<string, unknown> };
export function seed(options?: { products?: object[] }): Promise<{ products: number; accounts: number }>;
export function ratesDocument(now?: Date): { path: string; data: Record<string, unknown> };
