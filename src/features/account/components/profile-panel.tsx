import { Button } from '@/components/button';
import type { UserRecord } from '@/features/auth';

/** Profile (spec §2 Dashboard): the shopper's details and Logout. */
export function ProfilePanel({ user, onLogout }: { user: UserRecord; onLogout: () => void }) {
  return (
    <div>
      <h2 className="mb-4 text-xl font-bold">
        Profile Information
        {user.userType === 'admin' && <span className="ml-2 text-base text-red-700">Admin*</span>}
      </h2>
      {user.photoURL && (
        <img src={user.photoURL} alt="" width={64} height={64} className="mb-4 h-16 w-16 rounded-full" />
      )}
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">Full Name</dt>
        <dd data-testid="profile-name">{user.name}</dd>
        <dt className="font-semibold">Email</dt>
        <dd>{user.email}</dd>
        {user.phone && (
          <>
            <dt className="font-semibold">Phone</dt>
            <dd>{user.phone}</dd>
          </>
        )}
        {user.address && (
          <>
            <dt className="font-semibold">Address</dt>
            <dd>{user.address}</dd>
          </>
        )}
      </dl>
      <Button className="mt-6" onClick={onLogout}>
        Logout
      </Button>
    </div>
  );
}
