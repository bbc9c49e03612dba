import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { eformTexts } from '@wayfare/contracts';
import { CSV_SAMPLE_FILE_NAME, type CsvHeader, type CsvRow, csvSampleFile } from '../../core/index.ts';
import { FieldFrame } from './field-frame.tsx';
import { wrapperAria } from './input-props.tsx';
import type { FieldRendererProps } from './renderer-types.ts';
import { ChooseFiles } from './upload-controls.tsx';

/** Rows shown under an import, so the person sees what was read. */
export const CSV_PREVIEW_ROWS = 5;

const rowsOf = (value: unknown): CsvRow[] => (Array.isArray(value) ? (value as CsvRow[]) : []);

/** spec 000 §5: 'Sample File' downloads a CSV with only the header line. */
export function SampleFileLink({ headers }: { headers: readonly CsvHeader[] }) {
  const href = `data:text/csv;charset=utf-8,${encodeURIComponent(csvSampleFile(headers))}`;
  return (
    <Anchor href={href} download={CSV_SAMPLE_FILE_NAME} size="sm">
      {eformTexts.sampleFile}
    </Anchor>
  );
}

/** The imported rows: how many, and the first few in a table under the expected header. */
export function CsvRows({ headers, value }: { headers: readonly CsvHeader[]; value: unknown }) {
  const rows = rowsOf(value);
  if (rows.length === 0) return null;
  return (
    <>
      <Text size="sm" mt="xs" role="status">
        {rows.length} row(s) imported
      </Text>
      <Table.ScrollContainer minWidth={300}>
        <Table withTableBorder striped fz="xs" mt={4}>
          <Table.Thead>
            <Table.Tr>
              {headers.map((header) => (
                <Table.Th key={header.Name}>{header.Name}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.slice(0, CSV_PREVIEW_ROWS).map((row, index) => (
              // Imported rows have no identity of their own; the preview is rebuilt on each import.
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id
              <Table.Tr key={index}>
                {headers.map((header) => (
                  <Table.Td key={header.Name}>{String(row[header.Name] ?? '')}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

/**
 * spec 000 §5 CSV import (a CSV uploader with CSVToArrayHeader): the chosen file is read in the browser; a
 * header that does not match shows 'Invalid Field Name. Kindly use the sample provided or use the exact
 * header name. Thank you'; the rows become the field's value.
 */
export function CsvImportEdit(props: FieldRendererProps) {
  const { model, field } = props;
  const headers = field.field.CSVToArrayHeader ?? [];
  const aria = wrapperAria(props);
  const importFile = async (file: File | undefined) => {
    if (file) model.importCsv(field.key, await file.text());
  };
  return (
    <FieldFrame props={props}>
      <Group gap="sm" mt={4}>
        <ChooseFiles
          accept=".csv,text/csv"
          multiple={false}
          disabled={field.disabled}
          onFiles={(files) => void importFile(files[0])}
        >
          {(buttonProps) => (
            <Button
              {...buttonProps}
              size="sm"
              variant="light"
              disabled={field.disabled}
              leftSection={<IconFileImport size={16} aria-hidden />}
              aria-label={`Import ${field.field.FieldName}`}
              aria-describedby={aria['aria-describedby']}
              aria-invalid={aria['aria-invalid']}
            >
              Import CSV
            </Button>
          )}
        </ChooseFiles>
        <SampleFileLink headers={headers} />
      </Group>
      <CsvRows headers={headers} value={field.value} />
    </FieldFrame>
  );
}
