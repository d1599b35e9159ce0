import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';

import { useSimulatedSubmit } from '@/hooks/use-simulated-submit';
import { useChangedBeforeLive } from '@/hooks/use-changed-before-live';
import { FIELD_MAX_LENGTH } from '@/lib/constants';
import { toast } from '@/lib/toast';

import { NEWSLETTER_MESSAGES, newsletterEmailProblem } from '../logic/newsletter';

/** Newsletter sign-up (spec §5): validated here; nothing is sent anywhere (spec §7). */
export function NewsletterForm() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const field = useRef<HTMLInputElement>(null);
  useChangedBeforeLive(field, (typed) => setEmail(typed.value));
  const { pending: subscribing, submit } = useSimulatedSubmit();
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = newsletterEmailProblem(email);
    if (problem) {
      toast.error(problem);
      return;
    }
    submit(() => {
      toast.success(NEWSLETTER_MESSAGES.subscribed);
      setEmail('');
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-white">
        <Trans>Newsletter</Trans>
      </h2>
      <p className="mt-1 text-sm text-gray-300">
        <Trans>New arrivals and limited sales, straight to your inbox.</Trans>
      </p>
      <label htmlFor={`${id}-email`} className="mt-4 block text-sm font-medium text-gray-200">
        <Trans>Your email for the newsletter</Trans>
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={field}
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          maxLength={FIELD_MAX_LENGTH.email}
          placeholder={t`you@example.com`}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="min-w-0 flex-1 rounded-md border border-gray-500 bg-gray-800 px-3 py-2 text-white placeholder-gray-400 outline-none focus-visible:(border-blue-300 ring-2 ring-blue-300/60)"
        />
        <button
          type="submit"
          disabled={subscribing}
          className="shrink-0 rounded-md bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:(outline-solid outline-2 outline-offset-2 outline-white) disabled:(cursor-wait bg-blue-800)"
        >
          {subscribing ? t`Signing up...` : t`Sign up`}
        </button>
      </div>
    </form>
  );
}
