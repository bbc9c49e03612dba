import { CsvImportEdit, CsvRows } from '../parts/csv-import.tsx';
import { DocumentUploadEdit, DocumentUploadView } from '../parts/document-upload.tsx';
import { ReadOnlyField, ReadOnlyText } from '../parts/read-only.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';

/**
 * spec 000 §2.4, §5 CSV uploader (12): with CSVToArrayHeader it imports the file's rows (header checked, a
 * 'Sample File' link); without, it uploads the file like the other uploaders.
 */
function CsvUploaderEdit(props: FieldRendererProps) {
  return props.field.field.CSVToArrayHeader ? (
    <CsvImportEdit {...props} />
  ) : (
    <DocumentUploadEdit {...props} />
  );
}

function CsvUploaderView(props: FieldRendererProps) {
  const headers = props.field.field.CSVToArrayHeader;
  if (!headers) return <DocumentUploadView {...props} />;
  const imported = Array.isArray(props.field.value) && props.field.value.length > 0;
  return (
    <ReadOnlyField props={props}>
      {imported ? <CsvRows headers={headers} value={props.field.value} /> : <ReadOnlyText text="" />}
    </ReadOnlyField>
  );
}

export const csvUploaderRenderer: FieldRenderer = { Edit: CsvUploaderEdit, View: CsvUploaderView };
