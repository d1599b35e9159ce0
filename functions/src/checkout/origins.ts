/**
 * The sites a payment may start from: Stripe sends the shopper back to the calling site's /success
 * or /cancel, so only the shop's own addresses are accepted. CHECKOUT_ORIGINS (comma-separated)
 * names them; otherwise the project's Hosting domains, and in the emulator the local shop.
 */
export function allowedOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.CHECKOUT_ORIGINS)
    return env.CHECKOUT_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
  const config = JSON.parse(env.FIREBASE_CONFIG ?? '{}') as { projectId?: string };
  const project = env.GCLOUD_PROJECT ?? config.projectId;
  const hosted = project ? [`https://${project}.web.app`, `https://${project}.firebaseapp.com`] : [];
  const local =
    env.FUNCTIONS_EMULATOR === 'true'
      ? ['http://localhost:5000', 'http://127.0.0.1:5000', 'http://localhost:5173', 'http://127.0.0.1:5173']
      : [];
  return [...hosted, ...local];
}
