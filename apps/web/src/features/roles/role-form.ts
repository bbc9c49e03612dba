import type { AdminRole, AdminRoleEndpoint, IdAndName } from '@wayfare/contracts';
import { type AnswerEvent, type Field, FieldType, type Form, type FormModel } from '@wayfare/eform/core';
import { textField } from '../../components/screen/index.ts';
import { menuLabelOf } from '../../lib/admin-menu-items.ts';

// spec 001 §3 (Admin role) and §5 (Role form): Name, and a right per action for every endpoint. 'Name is
// required' and its 100 characters come from the save call's body schema (useRecordEditor).

const ENDPOINTS_FIELD = 2;
type Right = 'CanView' | 'CanModifyCreate' | 'CanModifyEdit' | 'CanModifyDelete';
const rights: [Right, string][] = [
  ['CanView', 'Can View'],
  ['CanModifyCreate', 'Can Create'],
  ['CanModifyEdit', 'Can Edit'],
  ['CanModifyDelete', 'Can Delete'],
];

const rightBox = ([MyKey, FieldName]: [Right, string], index: number): Field => ({
  Id: index + 1,
  FieldName,
  FieldType: FieldType.SingleCheckBox,
  MyKey,
  PageWidth: 3,
});

export const roleForm: Form = {
  FormName: 'Role',
  GroupFields: [
    {
      Id: 'Role',
      Fields: [
        textField(1, 'Name', 'Name', 12),
        {
          Id: ENDPOINTS_FIELD,
          FieldName: 'Endpoints',
          FieldType: FieldType.TableQuestions,
          MyKey: 'AdminRoleEndpoints',
          PageWidth: 12,
          // One row per endpoint, none added or removed, each headed by the endpoint's name.
          CanAdd: false,
          CanDelete: false,
          PropertyForNameOfItem: 'Name',
          // The rows are in endpoint order: the entries keep only the properties the call takes.
          ListOrderPropertyName: 'EndPoint',
          CellMinWidth: 80,
          Eform: { GroupFields: [{ Id: 'Rights', Fields: rights.map(rightBox) }] },
        },
      ],
    },
  ],
};

const noRights = { CanView: false, CanModifyCreate: false, CanModifyEdit: false, CanModifyDelete: false };

/**
 * spec 001 §3: every available endpoint is listed for a role, in the endpoints' order, those missing from
 * it with every right false. A new role has Id 0 and no endpoints. Each row is named as the admin menu
 * names the screens it opens (issue 32: not 'MessageTemplate'); the server ignores the Name posted back.
 */
export function withEveryEndpoint(
  role: Pick<AdminRole, 'Id' | 'Name' | 'AdminRoleEndpoints'>,
  endpoints: IdAndName[],
) {
  const held = new Map(role.AdminRoleEndpoints.map((entry) => [entry.EndPoint, entry]));
  const AdminRoleEndpoints: AdminRoleEndpoint[] = endpoints.map(({ Id, Name }) => ({
    ...noRights,
    ...held.get(Id),
    EndPoint: Id,
    Name: menuLabelOf(Id) ?? Name,
  }));
  return { ...role, AdminRoleEndpoints };
}

/** Creating, editing or deleting needs viewing: ticking any other right ticks Can View too. */
export function tickViewWithOtherRights(event: AnswerEvent, model: FormModel) {
  const { item, field, value } = event;
  if (!item || field.MyKey === 'CanView' || value !== true) return;
  const row = model.getFieldSnapshot(item.fieldKey).repeatable?.items.find(({ key }) => key === item.itemKey);
  queueMicrotask(() => row?.model.setValues({ CanView: true }));
}
