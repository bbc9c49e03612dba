// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type Field, FieldType } from '../../core/index.ts';
import { formOf, renderForm } from '../test/render.tsx';

// spec 000 §2.4 rich-text editable area (Mantine's Tiptap editor); its output sanitised.

const notes: Field = { Id: 10, FieldName: 'Notes', FieldType: FieldType.EditableTextArea, MyKey: 'Notes' };

describe('rich-text area', () => {
  it('is a multi-line text box named by the field that binds what is typed as HTML', async () => {
    const { model, user } = renderForm(formOf([notes]));
    const editor = screen.getByRole('textbox', { name: 'Notes' });
    expect(editor).toHaveAttribute('aria-multiline', 'true');
    await user.click(editor);
    await user.keyboard('Pick up at the gate');
    expect(model.getValues().Notes).toBe('<p>Pick up at the gate</p>');
  });

  it('formats with the toolbar', async () => {
    const { model, user } = renderForm(formOf([notes]));
    const editor = screen.getByRole('textbox', { name: 'Notes' });
    await user.click(editor);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await user.keyboard('Urgent');
    expect(model.getValues().Notes).toBe('<p><strong>Urgent</strong></p>');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Italic' })).not.toHaveAttribute('aria-pressed');
    await user.click(screen.getByRole('button', { name: 'Heading 2' }));
    expect(model.getValues().Notes).toMatch(/^<h2><strong>Urgent<\/strong><\/h2>/);
    expect(screen.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true');
    for (const name of ['Italic', 'Underline', 'Bullet list', 'Ordered list', 'Link'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('links the selected words through the link editor, opens a link in a new tab, and removes it', async () => {
    const { model, user } = renderForm(formOf([notes]), { values: { Notes: '<p>Gate</p>' } });
    const editor = screen.getByRole('textbox', { name: 'Notes' });
    await user.click(editor);
    await user.keyboard('{Control>}a{/Control}');
    const link = screen.getByRole('button', { name: 'Link' });
    expect(link).toHaveAttribute('aria-expanded', 'false');
    await user.click(link);
    expect(link).toHaveAttribute('aria-expanded', 'true');
    const address = screen.getByRole('textbox', { name: 'Enter URL' });
    await user.type(address, 'https://example.com/gate{Enter}');
    expect(model.getValues().Notes).toMatch(
      /^<p><a [^>]*href="https:\/\/example.com\/gate"[^>]*>Gate<\/a><\/p>$/,
    );
    expect(screen.queryByRole('textbox', { name: 'Enter URL' })).toBeNull();
    expect(link).toHaveAttribute('aria-pressed', 'true');

    // The editor opens on the link under the cursor with its address; the arrow makes it open in a new tab.
    await user.click(link);
    expect(screen.getByRole('textbox', { name: 'Enter URL' })).toHaveValue('https://example.com/gate');
    await user.click(screen.getByRole('button', { name: 'Open link in a new tab' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(model.getValues().Notes).toMatch(/^<p><a [^>]*target="_blank"[^>]*>Gate<\/a><\/p>$/);
    expect(model.getValues().Notes).toMatch(/rel="noopener noreferrer nofollow"/);

    // Escape closes it without a change; an empty address removes the link.
    await user.click(link);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Enter URL' })).toBeNull();
    expect(model.getValues().Notes).toMatch(/href="https:\/\/example.com\/gate"/);
    await user.click(link);
    await user.clear(screen.getByRole('textbox', { name: 'Enter URL' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(model.getValues().Notes).toBe('<p>Gate</p>');
  });

  it('stores sanitised HTML: no script, event handler or javascript: link survives', async () => {
    const { model, user } = renderForm(formOf([notes]), {
      values: {
        Notes:
          '<p onclick="steal()">Hi <a href="javascript:alert(1)">there</a></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      },
    });
    const editor = screen.getByRole('textbox', { name: 'Notes' });
    expect(editor).toHaveTextContent('Hi there');
    await user.click(editor);
    await user.keyboard('!');
    const stored = String(model.getValues().Notes);
    expect(stored).toContain('Hi');
    expect(stored).not.toMatch(/onclick|onerror|javascript:|<script/i);
  });

  it('opens a required, empty rich-text area without an error: nothing was answered yet', async () => {
    const { model } = renderForm(formOf([{ ...notes, Required: true }]));
    const editor = screen.getByRole('textbox', { name: /Notes/ });
    // The editor is made right after the form is on the page; let it be made and settle.
    await vi.waitFor(() => expect(editor).toHaveAttribute('contenteditable', 'true'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(editor).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Notes is required')).toBeNull();
    expect(model.getValues().Notes).toBeUndefined();
  });

  it('shows the required message tied to the editor when emptied, and keeps the last answer', async () => {
    const { model, user } = renderForm(formOf([{ ...notes, Required: true }]), {
      values: { Notes: '<p>Gate 2</p>' },
    });
    const editor = screen.getByRole('textbox', { name: /Notes/ });
    expect(editor).toHaveAttribute('aria-required', 'true');
    await user.click(editor);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(editor).toHaveAccessibleDescription('Notes is required');
    expect(model.getValues().Notes).toBe('<p>Gate 2</p>');
  });

  it('shows the sanitised HTML, or None Yet, in view mode', () => {
    const { container } = renderForm(
      formOf([notes, { ...notes, Id: 11, FieldName: 'Remarks', MyKey: 'Remarks' }]),
      {
        values: { Notes: '<p>Gate <b>2</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>' },
        readOnly: true,
      },
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('2').tagName).toBe('B');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('None Yet')).toBeVisible();
  });
});
