import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';

import { Button } from '@/components/button';
import { useSimulatedSubmit } from '@/hooks/use-simulated-submit';
import { useChangedBeforeLive } from '@/hooks/use-changed-before-live';
import { FIELD_MAX_LENGTH } from '@/lib/constants';
import { toast } from '@/lib/toast';

/** The FAQ question box: nothing is sent anywhere (spec §7), it only acknowledges the question. */
export function QuestionForm() {
  const { t } = useLingui();
  const [question, setQuestion] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  useChangedBeforeLive(field, (typed) => setQuestion(typed.value));
  const { pending: sending, submit: send } = useSimulatedSubmit();
  const id = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (!question.trim()) {
      toast.error(t`Please write a question!`);
      return;
    }
    send(() => {
      setQuestion('');
      toast.success(t`Question submitted successfully!`);
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-lg bg-blue-50 p-4 sm:p-6">
      <h3 className="text-lg font-semibold text-gray-900">
        <Trans>Still have a question?</Trans>
      </h3>
      <label htmlFor={id} className="text-sm text-gray-700">
        <Trans>Ask us anything about our products, orders or delivery.</Trans>
      </label>
      <textarea
        ref={field}
        id={id}
        rows={4}
        maxLength={FIELD_MAX_LENGTH.message}
        value={question}
        onChange={(event) => setQuestion(event.target.value)}
        className="w-full resize-y rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900 outline-none focus-visible:(border-blue-700 ring-2 ring-blue-700/40)"
      />
      {/* aria-disabled keeps focus on the button while the question is being "sent". */}
      <Button type="submit" aria-disabled={sending} className="self-start">
        {sending ? t`Submitting...` : t`Ask Question`}
      </Button>
    </form>
  );
}
