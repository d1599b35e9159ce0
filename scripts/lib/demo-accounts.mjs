// The two seeded accounts; their credentials are in the README.
export const DEMO_SHOPPER = {
  uid: 'demo-shopper',
  email: 'shopper@eshop.test',
  password: 'Shopper#2026',
  displayName: 'Sam Shopper',
  userType: 'normal',
  phone: '+1 555 0100',
  address: '12 Market Street, Springfield, USA',
};

export const DEMO_ADMIN = {
  uid: 'demo-admin',
  email: 'admin@eshop.test',
  password: 'Admin#2026',
  displayName: 'Ada Admin',
  userType: 'admin',
};

export const DEMO_ACCOUNTS = [DEMO_SHOPPER, DEMO_ADMIN];
