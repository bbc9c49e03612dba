import { isEmptyIdentifier, type User, userTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import type { FormValues } from '@wayfare/eform/core';
import { type ReactNode, useMemo } from 'react';
import type { BreadcrumbItem } from '../../../components/navigation/page-breadcrumb.tsx';
import { EditorFrame, useCanCall, useRecordEditor } from '../../../components/screen/index.ts';
import { ACCOUNT_AREAS, type AccountKind, accountKinds, fullNameOf } from '../account-kinds.ts';
import { userForm } from './user-form.ts';

export type AccountFormProps = {
  kind: AccountKind;
  /** The account, or a new one (Id empty). */
  values: FormValues;
  trail: BreadcrumbItem[];
  title: string;
  onBack: () => void;
  /** View mode: the details without a save. */
  readOnly?: boolean;
  intro?: ReactNode;
};

const createdText = (reply: unknown) => userTexts.created(fullNameOf(reply as User));

/**
 * spec 001 §5: the User form of the engine, saved by CreateUserAccount (a new account: the reply is the
 * saved User) or UpdateUserAccount (the reply is the sentence); refusals show under their fields.
 */
export function AccountForm({
  kind,
  values,
  trail,
  title,
  onBack,
  readOnly = false,
  intro,
}: AccountFormProps) {
  const isNew = isEmptyIdentifier(values.Id);
  // The save's declaration keeps giving, changing or taking the admin role to full administrators.
  const givesAdminRole = useCanCall(
    isNew ? calls.Account.CreateUserAccount : calls.Account.UpdateUserAccount,
    'adminRoleChange',
  );
  const { offersDriver } = accountKinds[kind];
  const form = useMemo(
    () => userForm({ isNew, offersDriver, givesAdminRole }),
    [isNew, offersDriver, givesAdminRole],
  );
  const editor = useRecordEditor({
    form,
    create: calls.Account.CreateUserAccount,
    update: calls.Account.UpdateUserAccount,
    values,
    areas: ACCOUNT_AREAS,
    onSaved: onBack,
    readOnly,
    savedText: createdText,
  });
  return (
    <EditorFrame trail={trail} title={title} item="account" onBack={onBack} editor={editor} intro={intro} />
  );
}
