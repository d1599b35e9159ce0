// Unit tests run without vite-plugin-pwa; code under test receives its register function instead.
export function registerSW(): never {
  throw new Error('registerSW is provided by vite-plugin-pwa in builds only');
}
