// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { texts } from '@wayfare/contracts';
import { describe, expect, it } from 'vitest';
import { type Field, FieldType } from '../../core/index.ts';
import { formOf, renderForm } from '../test/render.tsx';

// spec 000 §2.4 text box, text area, e-mail, URL, password and label; §5 their messages.

const surname: Field = {
  Id: 1,
  FieldName: 'Surname',
  FieldType: FieldType.TextBox,
  MyKey: 'Surname',
  Required: true,
};

describe('text box', () => {
  it('binds what is typed, trimmed, and shows the required message tied to the input', async () => {
    const { model, user } = renderForm(formOf([surname]));
    const input = screen.getByRole('textbox', { name: 'Surname' });
    expect(input).toHaveAttribute('placeholder', 'Enter Surname');
    await user.type(input, ' Okafor ');
    expect(model.getValues().Surname).toBe('Okafor');
    expect(model.getAnswers()).toEqual([{ FieldId: 1, FieldTypeId: 1, UserResponse: 'Okafor' }]);
    await user.clear(input);
    expect(input).toHaveAccessibleDescription('Enter Surname');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // A failed validation propagates nothing: the last valid value stays bound.
    expect(model.getValues().Surname).toBe('Okafor');
  });

  it('shows the length messages of spec 000 §5 and its own placeholder', async () => {
    const { model, user } = renderForm(
      formOf([{ ...surname, MinLength: 3, MaxLength: 3, PlaceHolder: 'Three letters' }]),
    );
    const input = screen.getByRole('textbox', { name: 'Surname' });
    expect(input).toHaveAttribute('placeholder', 'Three letters');
    await user.type(input, 'Ok');
    expect(input).toHaveAccessibleDescription('Exactly 3 Characters are required for Surname');
    expect(model.getValues().Surname).toBeUndefined();
    await user.type(input, 'e');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(model.getValues().Surname).toBe('Oke');
  });

  it('shows the answer read-only, or None Yet, in view mode', () => {
    renderForm(formOf([surname, { ...surname, Id: 2, FieldName: 'Nickname', MyKey: 'Nickname' }]), {
      values: { Surname: 'Okafor' },
      readOnly: true,
    });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Okafor')).toBeVisible();
    expect(screen.getByText('None Yet')).toBeVisible();
  });

  it('is read-only on its own with IsViewModel while the rest of the form is edited', () => {
    renderForm(
      formOf([
        { ...surname, IsViewModel: true },
        { ...surname, Id: 2, FieldName: 'Nickname', MyKey: 'Nickname' },
      ]),
      { values: { Surname: 'Okafor' } },
    );
    expect(screen.queryByRole('textbox', { name: 'Surname' })).toBeNull();
    expect(screen.getByText('Okafor')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Nickname' })).toBeEnabled();
  });
});

describe('text area', () => {
  const address: Field = { Id: 2, FieldName: 'Address', FieldType: FieldType.TextArea, MyKey: 'Address' };

  it('binds several lines, trimmed', async () => {
    const { model, user } = renderForm(formOf([address]));
    const input = screen.getByRole('textbox', { name: 'Address' });
    expect(input.tagName).toBe('TEXTAREA');
    await user.type(input, '12 Marina Road{Enter}Lagos  ');
    expect(model.getValues().Address).toBe('12 Marina Road\nLagos');
  });

  it('is required with Enter {field}', async () => {
    const { user } = renderForm(formOf([{ ...address, Required: true }]));
    const input = screen.getByRole('textbox', { name: /Address/ });
    await user.type(input, 'x');
    await user.clear(input);
    expect(input).toHaveAccessibleDescription('Enter Address');
  });

  it('shows the text in view mode', () => {
    renderForm(formOf([address]), { values: { Address: '12 Marina Road' }, readOnly: true });
    expect(screen.getByText('12 Marina Road')).toBeVisible();
  });
});

describe('e-mail', () => {
  const email: Field = {
    Id: 8,
    FieldName: 'E-mail',
    FieldType: FieldType.EmailTextBox,
    MyKey: 'Email',
    Required: true,
  };

  it('is an e-mail input that rejects a wrong address with the spec text', async () => {
    const { model, user } = renderForm(formOf([email]));
    const input = screen.getByRole('textbox', { name: /E-mail/ });
    expect(input).toHaveAttribute('type', 'email');
    await user.type(input, 'ada@example');
    expect(input).toHaveAccessibleDescription(texts.invalidEmail);
    expect(texts.invalidEmail).toBe('Invalid Emaill Address');
    expect(model.getValues().Email).toBeUndefined();
    await user.type(input, '.ng');
    expect(model.getValues().Email).toBe('ada@example.ng');
  });

  it('shows a mail link in view mode', () => {
    renderForm(formOf([email]), { values: { Email: 'ada@example.ng' }, readOnly: true });
    expect(screen.getByRole('link', { name: 'ada@example.ng' })).toHaveAttribute(
      'href',
      'mailto:ada@example.ng',
    );
  });
});

describe('URL', () => {
  const website: Field = { Id: 21, FieldName: 'Website', FieldType: FieldType.URLTextBox, MyKey: 'Website' };

  it('is a URL input that binds the address', async () => {
    const { model, user } = renderForm(formOf([website]));
    const input = screen.getByRole('textbox', { name: 'Website' });
    expect(input).toHaveAttribute('type', 'url');
    await user.type(input, 'https://wayfare.ng');
    expect(model.getValues().Website).toBe('https://wayfare.ng');
  });

  it('links a web address in view mode and leaves a javascript: address as text', () => {
    renderForm(formOf([website, { ...website, Id: 22, FieldName: 'Blog', MyKey: 'Blog' }]), {
      values: { Website: 'https://wayfare.ng', Blog: 'javascript:alert(1)' },
      readOnly: true,
    });
    expect(screen.getByRole('link', { name: 'https://wayfare.ng' })).toHaveAttribute(
      'href',
      'https://wayfare.ng',
    );
    expect(screen.getByText('javascript:alert(1)').closest('a')).toBeNull();
  });
});

describe('password', () => {
  const password: Field = {
    Id: 25,
    FieldName: 'Password',
    FieldType: FieldType.Password,
    MyKey: 'Password',
    Required: true,
  };

  it('is hidden until shown, and the toggle says what it does', async () => {
    const { user, container } = renderForm(formOf([password]));
    const input = container.querySelector('input')!;
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(/^Password/)).toBe(input);
    await user.click(screen.getByRole('button', { name: 'Show Password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide Password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('starts shown with ShowPassword', () => {
    renderForm(formOf([{ ...password, ShowPassword: true }]));
    expect(screen.getByRole('textbox', { name: /Password/ })).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide Password' })).toBeInTheDocument();
  });

  it('binds a strong password as typed and rejects a weak one with the spec text', async () => {
    const { model, user } = renderForm(formOf([password]));
    const input = screen.getByLabelText(/^Password/);
    await user.type(input, 'weak');
    expect(input).toHaveAccessibleDescription(texts.eformPasswordRule);
    expect(model.getValues().Password).toBeUndefined();
    await user.clear(input);
    await user.paste(' Str0ng!Pass');
    expect(model.getValues().Password).toBe(' Str0ng!Pass');
  });

  it('never shows the password in view mode', () => {
    renderForm(formOf([password, { ...password, Id: 26, FieldName: 'Old password', MyKey: 'Old' }]), {
      values: { Password: 'Str0ng!Pass' },
      readOnly: true,
    });
    expect(screen.queryByText('Str0ng!Pass')).toBeNull();
    expect(screen.getByText('••••••••')).toBeVisible();
    expect(screen.getByText('None Yet')).toBeVisible();
  });
});

describe('label', () => {
  const label: Field = {
    Id: 32,
    FieldName: 'About this form',
    FieldType: FieldType.Label,
    Explanation: '<p>Please answer <b>all</b></p><img src="x" onerror="window.hacked=1"><script>1</script>',
  };

  it('shows its title and sanitised explanation in both modes, with nothing to answer', () => {
    for (const readOnly of [false, true]) {
      const { container, unmount } = renderForm(formOf([label]), { readOnly });
      expect(screen.getByText('About this form')).toBeVisible();
      const explanation = screen.getByText('all').closest('p')!;
      expect(explanation).toHaveTextContent('Please answer all');
      expect(container.querySelector('script')).toBeNull();
      expect(container.querySelector('[onerror]')).toBeNull();
      expect(within(container).queryByRole('textbox')).toBeNull();
      unmount();
    }
  });

  it('hides its title with HideTitle', () => {
    renderForm(formOf([{ ...label, HideTitle: true }]));
    expect(screen.queryByText('About this form')).toBeNull();
    expect(screen.getByText('all')).toBeVisible();
  });
});
