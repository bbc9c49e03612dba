import { definitionEditor, openPlayground, preview } from '../harness/eform-playground.ts';
import { expect, test } from '../harness/test.ts';

// The form playground's editor (/admin/eforms, issue 3 §3): a definition is checked as it is typed, its
// problems are shown next to it, and the form keeps showing the last valid definition meanwhile.

const oneField = (field: Record<string, unknown>) =>
  JSON.stringify(
    {
      FormName: 'Driver check',
      GroupFields: [{ Id: 1, Fields: [{ Id: 1, FieldName: 'Licence number', FieldType: 1, ...field }] }],
    },
    null,
    2,
  );

test('an invalid definition shows its message and leaves the last valid form; a valid one replaces it', async ({
  page,
  admin,
}) => {
  await openPlayground(page, admin);
  const editor = definitionEditor(page);
  const form = preview(page);
  await expect(page.getByText('The definition is valid.')).toBeVisible();

  await editor.fill('{\n  "GroupFields": [\n    { "Id": 1, "Fields": [] }\n  ]\n');
  await expect(page.getByText('The JSON cannot be read')).toBeVisible();
  await expect(page.getByText(/JSON syntax error.*line 5/)).toBeVisible();
  await expect(editor).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The form shows the last valid definition until this is fixed.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Full name' })).toBeVisible();

  await editor.fill(oneField({ FieldType: 18, PageWidth: 14 }));
  await expect(page.getByText('The definition has 2 problems')).toBeVisible();
  await expect(page.getByText('GroupFields[0].Fields[0].FieldType: 18 is not a field type')).toBeVisible();
  await expect(page.getByText('GroupFields[0].Fields[0].PageWidth: must be 0 to 12 columns')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Full name' })).toBeVisible();

  await editor.fill(oneField({ Required: true, MinLength: 8, MaxLength: 8 }));
  await expect(page.getByText('The definition is valid.')).toBeVisible();
  await expect(editor).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('form', { name: 'Preview of Driver check' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Licence number' }).fill('ABC');
  await expect(form.getByText('Exactly 8 Characters are required for Licence number')).toBeVisible();
});
