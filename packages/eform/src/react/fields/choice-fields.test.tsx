// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type Field, FieldType } from '../../core/index.ts';
import { fakeOptionLoader } from '../test/fake-services.ts';
import { formOf, renderForm } from '../test/render.tsx';

// spec 000 §2.4 radio, check box, drop-down, single check box or toggle switch; §4 option loading; §5 check
// box answers joined with ', ', a single check box stores 'true' or 'false'.

/** The drop-down's options as its list shows them once opened (closed again after reading). */
async function listedOptions(user: UserEvent, select: HTMLElement) {
  await user.click(select);
  const names = screen.getAllByRole('option').map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return names;
}

/** Opens the drop-down's list and clicks an option. */
async function choose(user: UserEvent, select: HTMLElement, name: string) {
  await user.click(select);
  await user.click(screen.getByRole('option', { name }));
}

const options = [
  { Id: 1, OptionName: 'Economy' },
  { Id: 2, OptionName: 'Comfort' },
  { Id: 3, OptionName: 'Executive' },
];

describe('radio', () => {
  const rideClass: Field = {
    Id: 3,
    FieldName: 'Ride class',
    FieldType: FieldType.Radio,
    MyKey: 'RideClass',
    EformOptions: options,
  };

  it('is a group named by the field; choosing an option binds its id and answers its name', async () => {
    const onAnswer = vi.fn();
    const { model, user } = renderForm(formOf([rideClass]), { onAnswer });
    const group = screen.getByRole('radiogroup', { name: 'Ride class' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await user.click(screen.getByRole('radio', { name: 'Comfort' }));
    expect(screen.getByRole('radio', { name: 'Comfort' })).toBeChecked();
    expect(model.getValues().RideClass).toBe(2);
    expect(onAnswer).toHaveBeenLastCalledWith(
      expect.objectContaining({ UserResponse: 'Comfort', EformFieldOptionId: 2 }),
      expect.anything(),
    );
  });

  it('moves the choice with the arrow keys', async () => {
    const { model, user } = renderForm(formOf([rideClass]), { values: { RideClass: 1 } });
    screen.getByRole('radio', { name: 'Economy' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(model.getValues().RideClass).toBe(2);
  });

  it("says 'No {FieldName}' without options", () => {
    renderForm(formOf([{ ...rideClass, EformOptions: [] }]));
    expect(screen.getByText('No Ride class')).toBeVisible();
  });

  it('shows the chosen option name, or None Yet, in view mode', () => {
    renderForm(formOf([rideClass, { ...rideClass, Id: 4, FieldName: 'Return class', MyKey: 'Return' }]), {
      values: { RideClass: 3 },
      readOnly: true,
    });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText('Executive')).toBeVisible();
    expect(screen.getByText('None Yet')).toBeVisible();
  });
});

describe('check box', () => {
  const extras: Field = {
    Id: 4,
    FieldName: 'Extras',
    FieldType: FieldType.CheckBox,
    MyKey: 'Extras',
    Required: true,
    ErrorMessage: 'Choose at least one extra',
    EformOptions: options,
  };

  it("binds the checked ids and answers their names joined with ', '", async () => {
    const { model, user } = renderForm(formOf([extras]));
    expect(screen.getByRole('group', { name: /Extras/ })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Economy' }));
    await user.click(screen.getByRole('checkbox', { name: 'Executive' }));
    expect(model.getValues().Extras).toEqual([1, 3]);
    expect(model.getAnswers()[0]).toMatchObject({
      UserResponse: 'Economy, Executive',
      UserResponseOptions: ['1', '3'],
    });
  });

  it('shows its ErrorMessage when a required one is left with nothing checked', async () => {
    const { model, user } = renderForm(formOf([extras]), { values: { Extras: [2] } });
    const comfort = screen.getByRole('checkbox', { name: 'Comfort' });
    expect(comfort).toBeChecked();
    await user.click(comfort);
    expect(screen.getByText('Choose at least one extra')).toBeVisible();
    expect(model.getValues().Extras).toEqual([2]);
  });

  it("shows the names joined with ', ' in view mode", () => {
    renderForm(formOf([extras]), { values: { Extras: [1, 2] }, readOnly: true });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText('Economy, Comfort')).toBeVisible();
  });
});

describe('drop-down', () => {
  const carClass: Field = {
    Id: 5,
    FieldName: 'Car class',
    FieldType: FieldType.DropDown,
    MyKey: 'CarClass',
    EformOptions: options,
  };

  it('defaults to the first option without an answer, and binds the one chosen', async () => {
    const onAnswer = vi.fn();
    const { model, user } = renderForm(formOf([carClass]), { onAnswer });
    const select = screen.getByRole('combobox', { name: 'Car class' });
    expect(select).toHaveValue('Economy');
    expect(model.getValues().CarClass).toBe(1);
    expect(onAnswer).not.toHaveBeenCalled();
    expect(await listedOptions(user, select)).toEqual(['Economy', 'Comfort', 'Executive']);
    await choose(user, select, 'Executive');
    expect(select).toHaveValue('Executive');
    expect(model.getValues().CarClass).toBe(3);
    expect(onAnswer).toHaveBeenCalledWith(
      expect.objectContaining({ UserResponse: 'Executive' }),
      expect.anything(),
    );
  });

  it('is chosen by keyboard: the arrows move through the opened list and Enter chooses', async () => {
    const { model, user } = renderForm(formOf([carClass]));
    const select = screen.getByRole('combobox', { name: 'Car class' });
    select.focus();
    await user.keyboard('{ArrowDown}');
    expect(select).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(select).toHaveAttribute('aria-expanded', 'false');
    expect(select).toHaveValue('Executive');
    expect(model.getValues().CarClass).toBe(3);
  });

  it("says 'No {FieldName}' and is disabled without options", () => {
    renderForm(formOf([{ ...carClass, EformOptions: [] }]));
    const select = screen.getByRole('combobox', { name: 'Car class' });
    expect(select).toHaveValue('');
    expect(select).toHaveAttribute('placeholder', 'No Car class');
    expect(select).toBeDisabled();
  });

  it('shows the chosen name in view mode', () => {
    renderForm(formOf([carClass]), { values: { CarClass: 2 }, readOnly: true });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('Comfort')).toBeVisible();
  });
});

describe('single check box', () => {
  const active: Field = { Id: 22, FieldName: 'Active', FieldType: FieldType.SingleCheckBox, MyKey: 'Active' };

  it("binds true or false and answers 'true' or 'false'", async () => {
    const { model, user } = renderForm(formOf([active]));
    const box = screen.getByRole('checkbox', { name: 'Active' });
    await user.click(box);
    expect(model.getValues().Active).toBe(true);
    expect(model.getAnswers()[0]).toMatchObject({ UserResponse: 'true', UserResponseInBool: true });
    await user.click(box);
    expect(model.getValues().Active).toBe(false);
    expect(model.getAnswers()[0]).toMatchObject({ UserResponse: 'false', UserResponseInBool: false });
  });

  it('is a toggle switch with EnableToggle', async () => {
    const { model, user } = renderForm(formOf([{ ...active, EnableToggle: true }]));
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    expect(model.getValues().Active).toBe(true);
  });

  it('reads Yes or No in view mode', () => {
    renderForm(formOf([active, { ...active, Id: 23, FieldName: 'Verified', MyKey: 'Verified' }]), {
      values: { Active: 'true', Verified: false },
      readOnly: true,
    });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText('Yes')).toBeVisible();
    expect(screen.getByText('No')).toBeVisible();
  });
});

describe('options loaded from an address (spec 000 §4)', () => {
  const page = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => ({ Id: from + i, Name: `City ${from + i}` }));
  const requirement = { Addrress: 'City/GetCities', EnablePagination: true, PageSize: 2 };
  const address = (n: number) => `City/GetCities?page=${n}&pageSize=2`;

  it("radio: 'Loading {FieldName}', then the page with 'More {FieldName}' and 'Previous {FieldName}'", async () => {
    const loader = fakeOptionLoader();
    const onAnswer = vi.fn();
    const { model, user } = renderForm(
      formOf([
        {
          Id: 1,
          FieldName: 'City',
          FieldType: FieldType.Radio,
          MyKey: 'City',
          OptionRequirement: requirement,
        },
      ]),
      { loadOptions: loader.loadOptions, onAnswer },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading City');
    await act(async () => loader.answer(address(0), page(1, 2)));
    expect(screen.queryByText('Loading City')).toBeNull();
    expect(screen.getByRole('radio', { name: 'City 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous City' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'More City' }));
    expect(screen.getByText('Loading City')).toBeVisible();
    await act(async () => loader.answer(address(1), page(3, 1)));
    expect(screen.getByRole('radio', { name: 'City 3' })).toBeInTheDocument();
    // A short page is the last one.
    expect(screen.queryByRole('button', { name: 'More City' })).toBeNull();
    expect(onAnswer).not.toHaveBeenCalled();
    expect(model.getValues().City).toBeUndefined();

    // Back to page 0, from the session's cache of this form.
    await user.click(screen.getByRole('button', { name: 'Previous City' }));
    expect(await screen.findByRole('radio', { name: 'City 2' })).toBeInTheDocument();
    expect(loader.addresses).toEqual([address(0), address(1)]);
  });

  it('check box: the paging buttons load pages and keep what was checked on another page', async () => {
    const loader = fakeOptionLoader();
    const { model, user } = renderForm(
      formOf([
        {
          Id: 1,
          FieldName: 'Cities',
          FieldType: FieldType.CheckBox,
          MyKey: 'Cities',
          OptionRequirement: requirement,
        },
      ]),
      { loadOptions: loader.loadOptions },
    );
    expect(screen.getByText('Loading Cities')).toBeVisible();
    await act(async () => loader.answer(address(0), page(1, 2)));
    await user.click(screen.getByRole('checkbox', { name: 'City 1' }));
    await user.click(screen.getByRole('button', { name: 'More Cities' }));
    await act(async () => loader.answer(address(1), page(3, 2)));
    await user.click(screen.getByRole('checkbox', { name: 'City 4' }));
    expect(model.getValues().Cities).toEqual([1, 4]);
    // spec 000 §5: check box answers are the names joined with ', ', City 1 being on another page.
    expect(model.getAnswers()).toMatchObject([
      { UserResponse: 'City 1, City 4', UserResponseOptions: ['1', '4'] },
    ]);
  });

  it('drop-down: the placeholder and paging options are options that record no answer', async () => {
    const loader = fakeOptionLoader();
    const onAnswer = vi.fn();
    const { model, user } = renderForm(
      formOf([
        {
          Id: 1,
          FieldName: 'Town',
          FieldType: FieldType.DropDown,
          MyKey: 'Town',
          OptionRequirement: requirement,
        },
      ]),
      { loadOptions: loader.loadOptions, onAnswer },
    );
    const select = screen.getByRole('combobox', { name: 'Town' });
    expect(select).toHaveValue('Loading Town');
    await act(async () => loader.answer(address(0), page(1, 2)));
    // The first option is the default when there is none.
    expect(select).toHaveValue('City 1');
    expect(await listedOptions(user, select)).toEqual(['City 1', 'City 2', 'More Town']);
    await choose(user, select, 'More Town');
    await act(async () => loader.answer(address(1), page(3, 2)));
    expect(await listedOptions(user, select)).toContain('Previous Town');
    expect(onAnswer).not.toHaveBeenCalled();
    expect(model.getValues().Town).toBe(1);
    expect(select).toHaveValue('City 1');
    await choose(user, select, 'City 4');
    expect(model.getValues().Town).toBe(4);
  });

  it('drop-down: the option chosen on page 0 still shows by its name on page 1', async () => {
    const loader = fakeOptionLoader();
    const onAnswer = vi.fn();
    const { model, user } = renderForm(
      formOf([
        {
          Id: 1,
          FieldName: 'Town',
          FieldType: FieldType.DropDown,
          MyKey: 'Town',
          OptionRequirement: requirement,
        },
      ]),
      { loadOptions: loader.loadOptions, onAnswer },
    );
    const select = screen.getByRole('combobox', { name: 'Town' });
    await act(async () => loader.answer(address(0), page(1, 2)));
    await choose(user, select, 'City 2');
    await choose(user, select, 'More Town');
    expect(select).toHaveValue('City 2');
    await act(async () => loader.answer(address(1), page(3, 2)));
    expect(select).toHaveValue('City 2');
    expect(await listedOptions(user, select)).toEqual([
      'City 2',
      'Previous Town',
      'City 3',
      'City 4',
      'More Town',
    ]);
    expect(model.getValues().Town).toBe(2);
    expect(model.getAnswers()).toMatchObject([{ UserResponse: 'City 2', EformFieldOptionId: 2 }]);
    expect(onAnswer).toHaveBeenCalledTimes(1);
  });

  it("a failed load reports the message and leaves 'No {FieldName}'", async () => {
    const loader = fakeOptionLoader();
    const onError = vi.fn();
    renderForm(
      formOf([
        {
          Id: 1,
          FieldName: 'City',
          FieldType: FieldType.Radio,
          MyKey: 'City',
          OptionRequirement: requirement,
        },
      ]),
      { loadOptions: loader.loadOptions, onError },
    );
    await act(async () => loader.fail(address(0), 'The URL does not exist. Thank you'));
    expect(onError).toHaveBeenCalledWith('The URL does not exist. Thank you');
    expect(screen.getByText('No City')).toBeVisible();
  });
});
