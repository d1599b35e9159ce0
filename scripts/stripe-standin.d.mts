export const STANDIN_PORT: number;
export const STANDIN_WEBHOOK_SECRET: string;
export function parseStripeForm(text: string): Record<string, unknown>;
export function isLoopbackAddress(address: string | undefined): boolean;
export function mayControl(request: {
  remoteAddress: string | undefined;
  host: string | undefined;
  origin?: string | undefined;
}): boolean;
export function startStripeStandin(options?: {
  port?: number;
  host?: string;
  webhookUrl?: string;
  webhookSecret?: string;
}): Promise<{ url: string; webhookSecret: string; close: () => Promise<void> }>;
