import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';

import { TextField } from '@/components/text-field';
import { FIELD_MAX_LENGTH } from '@/lib/constants';

type TextFieldProps = ComponentProps<typeof TextField>;

/** The account's email address, as every auth form asks for it. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Email Address`}
      type="email"
      name="email"
      autoComplete="email"
      maxLength={FIELD_MAX_LENGTH.email}
      {...props}
    />
  );
}

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete'> {
  /** Which password it is, so a password manager fills the current one or offers a new one. */
  autoComplete: 'current-password' | 'new-password';
}

/** A password, current or new, as every auth form asks for it. */
export function PasswordField(props: PasswordFieldProps) {
  return <TextField type="password" maxLength={FIELD_MAX_LENGTH.password} {...props} />;
}

/** Lets a password manager store or fill the password under the right account. */
export function AccountUsername({ email }: { email: string }) {
  return <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />;
}
