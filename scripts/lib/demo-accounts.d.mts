export interface DemoAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  userType: 'normal' | 'admin';
  phone?: string;
  address?: string;
}
export const DEMO_SHOPPER: DemoAccount;
export const DEMO_ADMIN: DemoAccount;
export const DEMO_ACCOUNTS: DemoAccount[];
