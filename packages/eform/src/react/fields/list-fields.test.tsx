// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type Field, FieldType } from '../../core/index.ts';
import { formOf, renderForm } from '../test/render.tsx';

// spec 000 §2.4 lists of text, URL or e-mail items; §5 add-to-list ignores empty input and duplicates, the
// e-mail list uses an e-mail input.

const tags: Field = { Id: 27, FieldName: 'Tags', FieldType: FieldType.TextList, MyKey: 'Tags' };
const links: Field = { Id: 28, FieldName: 'Links', FieldType: FieldType.URLList, MyKey: 'Links' };
const recipients: Field = {
  Id: 29,
  FieldName: 'Recipients',
  FieldType: FieldType.EmailList,
  MyKey: 'Recipients',
};

const itemsOf = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('list of text items', () => {
  it('adds an item with Enter or Add, ignoring empty input and duplicates, and removes one', async () => {
    const onSubmit = vi.fn();
    const { model, user } = renderForm(formOf([tags]), {}, { onSubmit });
    const input = screen.getByRole('textbox', { name: 'Tags' });
    await user.type(input, 'airport{Enter}');
    expect(input).toHaveValue('');
    await user.type(input, '  {Enter}');
    await user.type(input, 'airport');
    await user.click(screen.getByRole('button', { name: 'Add to Tags' }));
    await user.type(input, ' night {Enter}');
    expect(itemsOf('Tags')).toEqual(['airport', 'night']);
    expect(model.getValues().Tags).toEqual(['airport', 'night']);
    expect(model.getAnswers()[0]).toMatchObject({ UserResponse: 'airport, night' });
    // Enter adds to the list; it does not submit the form.
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove airport from Tags' }));
    expect(model.getValues().Tags).toEqual(['night']);
  });

  it('lists the items, or None Yet, in view mode', () => {
    renderForm(formOf([tags, links]), { values: { Tags: ['airport', 'night'] }, readOnly: true });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('airport')).toBeVisible();
    expect(screen.getByText('night')).toBeVisible();
    expect(screen.getByText('None Yet')).toBeVisible();
  });
});

describe('list of URL items', () => {
  it('takes addresses in a URL input', async () => {
    const { model, user } = renderForm(formOf([links]));
    const input = screen.getByRole('textbox', { name: 'Links' });
    expect(input).toHaveAttribute('type', 'url');
    await user.type(input, 'https://wayfare.ng{Enter}');
    expect(model.getValues().Links).toEqual(['https://wayfare.ng']);
  });

  it('links web addresses in view mode; a javascript: address stays text', () => {
    renderForm(formOf([links]), {
      values: { Links: ['https://wayfare.ng', 'javascript:alert(1)'] },
      readOnly: true,
    });
    expect(screen.getByRole('link', { name: 'https://wayfare.ng' })).toHaveAttribute(
      'href',
      'https://wayfare.ng',
    );
    expect(screen.getByText('javascript:alert(1)').closest('a')).toBeNull();
  });
});

describe('list of e-mail items', () => {
  it('takes addresses in an e-mail input', async () => {
    const { model, user } = renderForm(formOf([recipients]));
    const input = screen.getByRole('textbox', { name: 'Recipients' });
    expect(input).toHaveAttribute('type', 'email');
    await user.type(input, 'ada@wayfare.ng{Enter}ada@wayfare.ng{Enter}');
    expect(itemsOf('Recipients')).toEqual(['ada@wayfare.ng']);
    expect(model.getValues().Recipients).toEqual(['ada@wayfare.ng']);
  });

  it('a required list says so when its last item is removed', async () => {
    const { user } = renderForm(formOf([{ ...recipients, Required: true }]), {
      values: { Recipients: ['ada@wayfare.ng'] },
    });
    await user.click(screen.getByRole('button', { name: 'Remove ada@wayfare.ng from Recipients' }));
    expect(screen.getByRole('textbox', { name: /Recipients/ })).toHaveAccessibleDescription(
      'Recipients is required',
    );
  });
});
