import { Button, Group, Modal, Select, Stack, Switch, Text } from '@mantine/core';
import { texts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { useState } from 'react';
import { useConfirmedAction } from '../../../components/screen/index.ts';
import { ACCOUNT_AREAS, type AccountRow } from '../account-kinds.ts';
import { useAllAdminRoles } from '../api/get-all-admin-roles.ts';

const ROLE_REQUIRED = 'Choose the role this administrator is limited to';

/**
 * spec 001 §6 and issue 14 §1: Add Admin Role as a small form: without 'Require Website Role' the person
 * becomes a full administrator; with it, only the chosen role's rights (GetAllAdminRoles). Confirmed, then
 * sent as AddUserToAdminRole; the reply's sentence shows and the lists reload.
 */
export function AdminRoleDialog({ person, onClose }: { person: AccountRow | null; onClose: () => void }) {
  return (
    <Modal opened={person !== null} onClose={onClose} title="Add Admin Role" centered>
      {person && <AdminRoleForm key={person.Id} person={person} onDone={onClose} />}
    </Modal>
  );
}

function AdminRoleForm({ person, onDone }: { person: AccountRow; onDone: () => void }) {
  const [requireRole, setRequireRole] = useState(false);
  const [roleId, setRoleId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const roles = useAllAdminRoles({ enabled: requireRole });
  const { run, pending } = useConfirmedAction(calls.Account.AddUserToAdminRole, {
    item: 'account',
    areas: ACCOUNT_AREAS,
  });
  const submit = async () => {
    if (requireRole && !roleId) return setError(ROLE_REQUIRED);
    const body = {
      Id: person.Id,
      RequireWebsiteRole: requireRole,
      AdminRoleId: requireRole ? Number(roleId) : null,
    };
    if (await run({ action: 'add the admin role to', name: person.Name, input: { body } })) onDone();
  };
  return (
    <Stack>
      <Text size="sm">{person.Name}</Text>
      <Switch
        label="Require Website Role"
        description="Off: a full administrator. On: only the rights of the chosen role."
        checked={requireRole}
        onChange={(event) => setRequireRole(event.currentTarget.checked)}
      />
      {requireRole && (
        <Select
          label="Admin Role"
          placeholder={roles.isPending ? texts.loading : 'Choose a role'}
          data={(roles.data?.rows ?? []).map((role) => ({ value: String(role.Id), label: role.Name }))}
          value={roleId}
          onChange={(value) => {
            setRoleId(value);
            setError(null);
          }}
          error={error}
          required
          searchable
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} loading={pending}>
          Add Admin Role
        </Button>
      </Group>
    </Stack>
  );
}
