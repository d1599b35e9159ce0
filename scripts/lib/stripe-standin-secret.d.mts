export const STANDIN_WEBHOOK_SECRET: string;
