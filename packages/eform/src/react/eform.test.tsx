// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { everyFieldTypeForm } from './test/every-field-type.ts';
import { renderForm } from './test/render.tsx';

describe('EForm', () => {
  it('renders a field of every type in edit mode', () => {
    renderForm(everyFieldTypeForm);
    expect(screen.getByRole('textbox', { name: 'Surname' })).toBeInTheDocument();
  });
  it('renders a field of every type in view mode', () => {
    renderForm(everyFieldTypeForm, { readOnly: true });
    expect(screen.getAllByText('None Yet').length).toBeGreaterThan(10);
  });
});
