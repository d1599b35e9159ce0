import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { useFormFields } from '@/hooks/use-form-fields';
import { CHECKOUT_COUNTRIES } from '@/domain/shop-rules';
import { countryLabel } from '@/lib/i18n';

import { useSaveProfile } from '../hooks/use-save-profile';
import { PROFILE_SAVE_MESSAGES } from '../logic/profile-messages';
import { checkProfile, PROFILE_MAX_LENGTH } from '../logic/profile-rules';
import type { Profile, ProfileField } from '../types';

interface ProfileFormProps {
  initial: Profile;
  /** The save went through (or waits in the outbox); `message` says which. */
  onSaved: (message: string) => void;
  onCancel: () => void;
}

/**
 * The profile's edit form: checked on save with each message beside its field and focus on the
 * first, then saved through the profile outbox.
 */
export function ProfileForm({ initial, onSaved, onCancel }: ProfileFormProps) {
  const { t } = useLingui();
  const save = useSaveProfile();
  const { values, field, check, formRef } = useFormFields<Profile>(initial);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const text = (name: ProfileField) => ({ ...field(name), maxLength: PROFILE_MAX_LENGTH[name] });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (!check(checkProfile(values))) return;
    setSaving(true);
    setFailure(null);
    try {
      const outcome = await save(values);
      onSaved(PROFILE_SAVE_MESSAGES[outcome]);
    } catch (error) {
      console.error('Failed to save the profile:', error);
      setFailure(PROFILE_SAVE_MESSAGES.failed);
      setSaving(false);
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t`Edit profile`}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField label={t`Full Name`} autoComplete="name" className="sm:col-span-2" {...text('name')} />
      <TextField label={t`Phone Number (optional)`} type="tel" autoComplete="tel" {...text('phone')} />
      <SelectField
        label={t`Country (optional)`}
        autoComplete="country-name"
        options={CHECKOUT_COUNTRIES}
        optionLabel={countryLabel}
        placeholder={t`Not set`}
        {...field('country')}
      />
      <TextField
        label={t`Address (optional)`}
        autoComplete="street-address"
        className="sm:col-span-2"
        {...text('address')}
      />
      <TextField
        label={t`Zip Code (optional)`}
        inputMode="numeric"
        autoComplete="postal-code"
        {...text('zip')}
      />
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 sm:col-span-2">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" disabled={saving} aria-busy={saving}>
          {saving ? t`Saving…` : t`Save Profile`}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
