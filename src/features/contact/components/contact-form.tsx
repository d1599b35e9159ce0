import { useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';

import { Button } from '@/components/button';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { useFormFields } from '@/hooks/use-form-fields';
import { useSimulatedSubmit } from '@/hooks/use-simulated-submit';
import { FIELD_MAX_LENGTH } from '@/lib/constants';
import { toast } from '@/lib/toast';

import { checkContact, CONTACT_MESSAGES, EMPTY_CONTACT, type ContactMessage } from '../logic/contact-form';

/** The contact form (spec §2, §4, §5): checked on submit, a short loading state, then cleared. Nothing is sent. */
export function ContactForm() {
  const { t } = useLingui();
  const { values, field, reset } = useFormFields<ContactMessage>(EMPTY_CONTACT);
  const { pending, submit } = useSimulatedSubmit();

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkContact(values);
    if (problem) {
      toast.error(problem);
      return;
    }
    submit(() => {
      toast.success(CONTACT_MESSAGES.sent);
      reset();
    });
  }

  return (
    <form noValidate onSubmit={send} aria-label={t`Contact`} className="flex flex-col gap-4">
      <TextField label={t`Name`} autoComplete="name" maxLength={FIELD_MAX_LENGTH.name} {...field('name')} />
      <TextField label={t`Phone Number`} type="tel" autoComplete="tel" maxLength={20} {...field('phone')} />
      <TextField
        label={t`Email Address`}
        type="email"
        autoComplete="email"
        maxLength={FIELD_MAX_LENGTH.email}
        {...field('email')}
      />
      <TextAreaField label={t`Message`} rows={5} maxLength={FIELD_MAX_LENGTH.message} {...field('message')} />
      <Button type="submit" disabled={pending} aria-busy={pending} className="self-start">
        {pending ? t`Sending…` : t`Subscribe`}
      </Button>
    </form>
  );
}
