import * as calls from '@wayfare/contracts/calls';
import { useListPage } from '../../components/list-page/use-list-page.ts';
import {
  ListRecordEditor,
  ListScreen,
  PermittedScreen,
  useScreenUrl,
} from '../../components/screen/index.ts';
import { usePackageColumns } from './package-columns.tsx';
import { newPackage, packageForm } from './package-form.ts';

const { GetPackages, CreatePackage, UpdatePackage } = calls.Package;

/** spec 001 §2: the Packages Center, for those who may see the Package endpoint. */
export function PackagesScreen() {
  return (
    <PermittedScreen call={GetPackages}>
      <PackagesCenter />
    </PermittedScreen>
  );
}

/** The packages with Create, Edit and Delete; the edit form beside the list at `?edit=<Id|new>`. */
function PackagesCenter() {
  const url = useScreenUrl();
  // spec 001 §7: GetPackages names its keyword `keywords`.
  const list = useListPage({
    call: GetPackages,
    toQuery: ({ keyword, page, pageSize }) => ({ keywords: keyword.trim(), page, pageSize }),
  });
  const columns = usePackageColumns(url.openEdit);
  if (url.editing !== null) {
    return (
      <ListRecordEditor
        url={url}
        item="package"
        plural="Packages Center"
        form={packageForm}
        create={CreatePackage}
        update={UpdatePackage}
        rows={list.rows}
        loading={list.loading}
        newRecord={newPackage}
      />
    );
  }
  return (
    <ListScreen
      exportCall={calls.Package.ExportPackages}
      list={list}
      columns={columns}
      label="Packages"
      create={{ call: CreatePackage, onClick: url.openNew }}
    />
  );
}
