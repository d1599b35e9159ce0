import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

import { Button } from '@/components/button';
import type { UserRecord } from '@/features/auth';
import { ProfileForm, profileOf } from '@/features/profile';

/** A row of the profile's details, shown only when the record holds it (spec: "if present"). */
function Detail({ term, value, testId }: { term: string; value: string | undefined; testId: string }) {
  if (!value) return null;
  return (
    <>
      <dt className="font-semibold">{term}</dt>
      <dd data-testid={testId}>{value}</dd>
    </>
  );
}

/**
 * Profile (spec §2 Dashboard): the shopper's details and Logout, and Edit Profile for the name,
 * phone, address, country and zip, saved to the account (or queued while offline).
 */
export function ProfilePanel({ user, onLogout }: { user: UserRecord; onLogout: () => void }) {
  const { t } = useLingui();
  const email = user.email;
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState('');
  const editButton = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);

  useEffect(() => {
    // Back from the form: focus returns to the button that opened it.
    if (!editing && returning.current) editButton.current?.focus();
    returning.current = false;
  }, [editing]);

  const close = (message: string) => {
    returning.current = true;
    setStatus(message);
    setEditing(false);
  };

  return (
    <div>
      <h2 className="mb-4 text-xl font-bold">
        {t`Profile Information`}
        {user.userType === 'admin' && <span className="ml-2 text-base text-red-700">{t`Admin*`}</span>}
      </h2>
      {user.photoURL && (
        <img src={user.photoURL} alt="" width={64} height={64} className="mb-4 h-16 w-16 rounded-full" />
      )}
      {editing ? (
        <>
          <p className="mb-4 text-sm text-gray-700">
            <Trans>Email: {email} (the address you sign in with; it is not changed here)</Trans>
          </p>
          <ProfileForm initial={profileOf(user)} onSaved={close} onCancel={() => close('')} />
        </>
      ) : (
        <>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
            <dt className="font-semibold">{t`Full Name`}</dt>
            <dd data-testid="profile-name">{user.name}</dd>
            <dt className="font-semibold">{t`Email`}</dt>
            <dd className="[overflow-wrap:anywhere]">{user.email}</dd>
            <Detail term={t`Phone`} value={user.phone} testId="profile-phone" />
            <Detail term={t`Address`} value={user.address} testId="profile-address" />
            <Detail term={t`Country`} value={user.country} testId="profile-country" />
            <Detail term={t`Zip Code`} value={user.zip} testId="profile-zip" />
          </dl>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button ref={editButton} variant="outline" onClick={() => setEditing(true)}>
              {t`Edit Profile`}
            </Button>
            <Button onClick={onLogout}>{t`Logout`}</Button>
          </div>
        </>
      )}
      <p role="status" className="mt-4 text-sm text-gray-800">
        {status}
      </p>
    </div>
  );
}
