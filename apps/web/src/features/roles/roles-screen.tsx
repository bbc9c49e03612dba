import { Title } from '@mantine/core';
import * as calls from '@wayfare/contracts/calls';
import {
  ListRecordEditor,
  ListScreen,
  PermittedScreen,
  useFilteredList,
  useScreenUrl,
} from '../../components/screen/index.ts';
import { useFullEndPoints } from './api/get-full-end-points.ts';
import { useRoleColumns } from './role-columns.tsx';
import { roleForm, tickViewWithOtherRights, withEveryEndpoint } from './role-form.ts';

const { GetAdminRoles, CreateSubAdminRole, UpdateSubAdminRole } = calls.Account;

/** spec 001 §2: the Roles Center, for those who may see the Account endpoint. */
export function RolesScreen() {
  return (
    <PermittedScreen call={GetAdminRoles}>
      <RolesCenter />
    </PermittedScreen>
  );
}

/**
 * The roles, 'Role' to add one, Edit and Delete; the form lists every endpoint of GetFullEndPoints with
 * the role's rights on it (spec 001 §3).
 */
function RolesCenter() {
  const url = useScreenUrl();
  const list = useFilteredList(GetAdminRoles);
  const columns = useRoleColumns(url.openEdit);
  const endpoints = useFullEndPoints({ enabled: url.editing !== null });
  if (url.editing !== null) {
    const every = endpoints.data?.rows ?? [];
    return (
      <ListRecordEditor
        url={url}
        item="role"
        plural="Roles Center"
        form={roleForm}
        create={CreateSubAdminRole}
        update={UpdateSubAdminRole}
        rows={endpoints.data ? list.rows.map((role) => withEveryEndpoint(role, every)) : []}
        loading={list.loading || endpoints.isPending}
        newRecord={
          endpoints.data ? withEveryEndpoint({ Id: 0, Name: '', AdminRoleEndpoints: [] }, every) : undefined
        }
        onAnswer={(_answer, event, model) => tickViewWithOtherRights(event, model)}
      />
    );
  }
  return (
    <ListScreen
      exportCall={calls.Account.ExportAdminRoles}
      header={
        <Title order={2} size="h3" mb="md">
          Roles Center
        </Title>
      }
      list={list}
      columns={columns}
      label="Roles"
      create={{ call: CreateSubAdminRole, onClick: url.openNew, title: 'Role' }}
    />
  );
}
