import { Alert, Button, Loader } from '@mantine/core';
import { userTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { useState } from 'react';
import { PageBreadcrumb } from '../../../components/navigation/page-breadcrumb.tsx';
import { useCanCall } from '../../../components/screen/index.ts';
import { useAccountCondition } from '../account-condition.ts';
import { type AccountKind, accountKinds, fullNameOf } from '../account-kinds.ts';
import { useUserById } from '../api/get-user-by-id.ts';
import { AccountForm } from '../forms/account-form.tsx';
import { ProfileSummary } from './profile-summary.tsx';
import { RecentAdminActions } from './recent-admin-actions.tsx';
import { RecentRides } from './recent-rides.tsx';

/**
 * spec 001 §2: one person's detail view (GetUserById): full name, picture, licence, the User form in
 * view or edit mode by the 'Edit Profile' check box (users open in view mode), recent rides and, for a
 * full administrator looking at an administrator, their recent admin actions.
 */
export function AccountDetail({ kind, id, onBack }: { kind: AccountKind; id: string; onBack: () => void }) {
  const { plural, opensInViewMode } = accountKinds[kind];
  const person = useUserById(id);
  // Another administrator's account is for full administrators to change (UpdateUserAccount's declaration).
  const conditionOf = useAccountCondition();
  const canEdit = useCanCall(
    calls.Account.UpdateUserAccount,
    person.data ? conditionOf(person.data) : undefined,
  );
  // The activity log's call is declared for full administrators only.
  const canReadActivity = useCanCall(calls.Activity.GetAdminActivities);
  const [editProfile, setEditProfile] = useState(!opensInViewMode);
  const trail = [{ label: plural, onClick: onBack }];
  if (!person.data) {
    return (
      <>
        <PageBreadcrumb items={[...trail, { label: 'Account' }]} />
        {person.isError ? (
          <Alert color="yellow" title={userTexts.noUser}>
            <Button variant="default" onClick={onBack}>
              Back to {plural}
            </Button>
          </Alert>
        ) : (
          <Loader aria-label="Loading the account" />
        )}
      </>
    );
  }
  const editing = editProfile && canEdit;
  return (
    <>
      <AccountForm
        // A new form in the other mode: the engine's model is made for one mode.
        key={`${person.data.Id}-${editing}`}
        kind={kind}
        values={person.data}
        trail={trail}
        title={fullNameOf(person.data)}
        onBack={onBack}
        readOnly={!editing}
        intro={
          <ProfileSummary
            person={person.data}
            editProfile={canEdit ? { checked: editProfile, onChange: setEditProfile } : undefined}
          />
        }
      />
      <RecentRides userId={person.data.Id} />
      {canReadActivity && person.data.IsAdmin && <RecentAdminActions userId={person.data.Id} />}
    </>
  );
}
