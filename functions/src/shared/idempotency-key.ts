import { said } from '@/domain/refusal-codes';
import { refuse, type Answer } from './answer';

const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;

/** The 400 for an Idempotency-Key that is not 8 to 100 letters, digits, - or _; else null. */
export const badIdempotencyKey = (key: string | undefined): Answer | null =>
  key !== undefined && !IDEMPOTENCY_KEY.test(key)
    ? refuse(
        400,
        said('idempotency-key-invalid', 'The Idempotency-Key must be 8 to 100 letters, digits, - or _.'),
      )
    : null;
