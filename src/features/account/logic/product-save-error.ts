import { t } from '@lingui/core/macro';

/** The toast for a failed save: the error's message (spec §8), in plain words for a refusal. */
export function productSaveError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'permission-denied') return t`Only admins can add products.`;
  if (code === 'unavailable') return t`The shop could not be reached. Check your connection and try again.`;
  return error instanceof Error ? error.message : t`The product could not be saved.`;
}
