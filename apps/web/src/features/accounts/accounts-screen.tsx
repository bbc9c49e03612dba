import { USERS_PAGE_SIZE } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { useState } from 'react';
import { useListPage } from '../../components/list-page/use-list-page.ts';
import { ListScreen, PermittedScreen, useCanCall, useScreenUrl } from '../../components/screen/index.ts';
import { type AccountKind, type AccountRow, accountKinds, withName } from './account-kinds.ts';
import { AdminRoleDialog } from './dialogs/admin-role-dialog.tsx';
import { AccountForm } from './forms/account-form.tsx';
import { accountBulkActions } from './list/account-bulk-actions.ts';
import { accountColumns } from './list/account-columns.tsx';
import { useAccountActions } from './list/use-account-actions.ts';
import { AccountDetail } from './record/account-detail.tsx';

/** spec 001 §2: administrators, drivers or users, for those who may list accounts. */
export function AccountsScreen({ kind }: { kind: AccountKind }) {
  return (
    <PermittedScreen call={accountKinds[kind].list}>
      <Accounts kind={kind} />
    </PermittedScreen>
  );
}

/**
 * The list (keyword, From, To, 100 to a page), 'Create' for the User form, and a person's detail view
 * at `?view=<Id>` (an old `?edit=<Id>` too), each in the URL beside the list's own parameters.
 */
/** Issue 32: each account list's CSV export. */
const accountExports = {
  admin: calls.Account.ExportAdmins,
  driver: calls.Account.ExportDrivers,
  user: calls.Account.ExportOtherUsers,
} as const;

function Accounts({ kind }: { kind: AccountKind }) {
  const { list: call, plural, newAccount } = accountKinds[kind];
  const url = useScreenUrl();
  const list = useListPage({
    call,
    filterKeys: ['from', 'to'],
    pageSize: USERS_PAGE_SIZE,
    toQuery: ({ keyword, page, pageSize, filters }) => ({
      keyword: keyword.trim() || undefined,
      page,
      pageSize,
      from: filters.from ?? undefined,
      to: filters.to ?? undefined,
    }),
  });
  const [givingRole, setGivingRole] = useState<AccountRow | null>(null);
  const actions = useAccountActions({ onView: (row) => url.openView(row.Id), onAddAdminRole: setGivingRole });
  // Only who may make an administrator (CreateUserAccount's declared adminRoleChange, issue 14 §1) gets
  // Create on the administrators' list.
  const givesAdminRole = useCanCall(calls.Account.CreateUserAccount, 'adminRoleChange');
  const canCreateHere = kind !== 'admin' || givesAdminRole;
  const trail = [{ label: plural, onClick: url.close }];
  if (url.isNew) {
    return (
      <AccountForm
        kind={kind}
        values={{ Id: '', ...newAccount }}
        trail={trail}
        title="New Account"
        onBack={url.close}
      />
    );
  }
  const opened = url.viewing ?? url.editing;
  if (opened) return <AccountDetail kind={kind} id={opened} onBack={url.close} />;
  return (
    <>
      <ListScreen
        exportCall={accountExports[kind]}
        list={{ ...list, rows: list.rows.map(withName) }}
        label={plural}
        columns={accountColumns(kind, actions)}
        create={canCreateHere ? { call: calls.Account.CreateUserAccount, onClick: url.openNew } : undefined}
        dateFilter={{ fromKey: 'from', toKey: 'to' }}
        bulk={accountBulkActions(kind)}
      />
      <AdminRoleDialog person={givingRole} onClose={() => setGivingRole(null)} />
    </>
  );
}
