// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Field, FieldType } from '../../core/index.ts';
import { formOf, renderForm } from '../test/render.tsx';

// spec 000 §2.4 number (optional custom counter), multiple number boxes, range slider, star rating; §5 numbers
// clamped, range scaled by 100 over RangeEnd, rating 1 to 5.

const seats: Field = {
  Id: 7,
  FieldName: 'Seats',
  FieldType: FieldType.NumberTextBox,
  MyKey: 'Seats',
  MinNumber: 1,
  MaxNumber: 8,
};

describe('number', () => {
  it('binds a whole number clamped to MaxNumber, and shows the clamped value on leaving', async () => {
    const { model, user } = renderForm(formOf([seats]));
    const input = screen.getByRole('textbox', { name: 'Seats' });
    await user.type(input, '12');
    expect(model.getValues().Seats).toBe(8);
    await user.tab();
    expect(input).toHaveValue('8');
  });

  it('clamps a loaded value to MinNumber', () => {
    renderForm(formOf([seats]), { values: { Seats: -3 } });
    expect(screen.getByRole('textbox', { name: 'Seats' })).toHaveValue('1');
  });

  it('takes whole numbers only unless its step is a fraction', async () => {
    const fare: Field = { Id: 8, FieldName: 'Fare', FieldType: FieldType.NumberTextBox, MyKey: 'Fare' };
    const { model, user } = renderForm(
      formOf([fare, { ...fare, Id: 9, FieldName: 'Tip', MyKey: 'Tip', RangeStep: 0.01 }]),
    );
    await user.type(screen.getByRole('textbox', { name: 'Fare' }), '12.5');
    await user.type(screen.getByRole('textbox', { name: 'Tip' }), '12.5');
    expect(model.getValues()).toMatchObject({ Fare: 125, Tip: 12.5 });
  });

  it('groups thousands with commas and shows its unit before or after the value', async () => {
    const fare: Field = {
      Id: 8,
      FieldName: 'Fare',
      FieldType: FieldType.NumberTextBox,
      MyKey: 'Fare',
      UnitOfMeasure: '₦',
      IsUseOFMeasureBefore: true,
    };
    const distance: Field = {
      Id: 9,
      FieldName: 'Distance',
      FieldType: FieldType.NumberTextBox,
      MyKey: 'Km',
      UnitOfMeasure: 'km',
    };
    const { model, user } = renderForm(formOf([fare, distance]));
    const input = screen.getByRole('textbox', { name: 'Fare' });
    await user.type(input, '1500');
    expect(input).toHaveValue('1,500');
    expect(model.getValues().Fare).toBe(1500);
    const before = screen.getByText('₦');
    expect(before.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const after = screen.getByText('km');
    const distanceInput = screen.getByRole('textbox', { name: 'Distance' });
    expect(after.compareDocumentPosition(distanceInput) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  it('counts with its own minus and plus buttons, within MinNumber and MaxNumber', async () => {
    const { model, user } = renderForm(formOf([{ ...seats, CustomCounter: true }]), { values: { Seats: 7 } });
    const input = screen.getByRole('textbox', { name: 'Seats' });
    const plus = screen.getByRole('button', { name: 'Increase Seats' });
    const minus = screen.getByRole('button', { name: 'Decrease Seats' });
    await user.click(plus);
    expect(model.getValues().Seats).toBe(8);
    expect(input).toHaveValue('8');
    expect(plus).toBeDisabled();
    await user.click(minus);
    await user.click(minus);
    expect(model.getValues().Seats).toBe(6);
    expect(plus).toBeEnabled();
  });

  it('steps with the chevrons in the box, which stop at MinNumber and MaxNumber', () => {
    const { model, container } = renderForm(formOf([seats]), { values: { Seats: 7 } });
    const up = container.querySelector<HTMLButtonElement>('[data-direction="up"]')!;
    const down = container.querySelector<HTMLButtonElement>('[data-direction="down"]')!;
    fireEvent.pointerDown(up);
    expect(model.getValues().Seats).toBe(8);
    expect(screen.getByRole('textbox', { name: 'Seats' })).toHaveValue('8');
    expect(up).toBeDisabled();
    fireEvent.pointerDown(down);
    expect(model.getValues().Seats).toBe(7);
    expect(up).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Seats' })).toHaveFocus();
  });

  it('starts counting from MinNumber when empty', async () => {
    const { model, user } = renderForm(formOf([{ ...seats, CustomCounter: true }]));
    await user.click(screen.getByRole('button', { name: 'Increase Seats' }));
    expect(model.getValues().Seats).toBe(1);
  });

  it('shows the number grouped, with its unit, or None Yet in view mode', () => {
    renderForm(
      formOf([
        {
          ...seats,
          Id: 1,
          FieldName: 'Fare',
          MyKey: 'Fare',
          MaxNumber: undefined,
          UnitOfMeasure: '₦',
          IsUseOFMeasureBefore: true,
        },
        { ...seats, Id: 2, FieldName: 'Distance', MyKey: 'Km', MaxNumber: undefined, UnitOfMeasure: 'km' },
        seats,
      ]),
      { values: { Fare: 12500, Km: 3 }, readOnly: true },
    );
    expect(screen.getByText('₦ 12,500')).toBeVisible();
    expect(screen.getByText('3 km')).toBeVisible();
    expect(screen.getByText('None Yet')).toBeVisible();
  });
});

describe('multiple number boxes', () => {
  const fares: Field = {
    Id: 30,
    FieldName: 'Fares',
    FieldType: FieldType.TextBoxes,
    MyKey: 'Fares',
    MaxNumber: 1000,
    EformOptions: [
      { Id: 1, OptionName: 'Economy' },
      { Id: 2, OptionName: 'Comfort' },
    ],
  };

  it('has one box per option, named by the option, and binds the clamped numbers in order', async () => {
    const { model, user } = renderForm(formOf([fares]));
    expect(screen.getByRole('group', { name: 'Fares' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Economy' }), '500');
    await user.type(screen.getByRole('textbox', { name: 'Comfort' }), '2000');
    expect(model.getValues().Fares).toEqual([500, 1000]);
  });

  it('keeps each number at its option: an empty box before a filled one counts as 0', async () => {
    const { model, user } = renderForm(formOf([fares]));
    await user.type(screen.getByRole('textbox', { name: 'Comfort' }), '5');
    expect(model.getValues().Fares).toEqual([0, 5]);
    const economy = screen.getByRole('textbox', { name: 'Economy' });
    expect(economy).toHaveValue('0');
    await user.clear(economy);
    await user.type(economy, '4');
    expect(economy).toHaveValue('4');
    expect(model.getValues().Fares).toEqual([4, 5]);
  });

  it('shows each option with its number in view mode', () => {
    renderForm(formOf([fares]), { values: { Fares: [500, 900] }, readOnly: true });
    expect(screen.getByText('Economy: 500, Comfort: 900')).toBeVisible();
  });

  it("shows the field's unit in every box and in view mode", async () => {
    const inNaira: Field = { ...fares, UnitOfMeasure: '₦', IsUseOFMeasureBefore: true, MaxNumber: undefined };
    const { user, unmount } = renderForm(formOf([inNaira]));
    expect(screen.getAllByText('₦')).toHaveLength(2);
    const economy = screen.getByRole('textbox', { name: 'Economy' });
    expect(
      screen.getAllByText('₦')[0]!.compareDocumentPosition(economy) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await user.type(economy, '1500');
    expect(economy).toHaveValue('1,500');
    unmount();
    renderForm(formOf([inNaira]), { values: { Fares: [1500, 2000] }, readOnly: true });
    expect(screen.getByText('Economy: ₦ 1,500, Comfort: ₦ 2,000')).toBeVisible();
  });

  it('without options, offers one more box after the numbers given', async () => {
    const { model, user } = renderForm(formOf([{ ...fares, EformOptions: undefined }]));
    await user.type(screen.getByRole('textbox', { name: 'Fares 1' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Fares 2' }), '4');
    expect(screen.getByRole('textbox', { name: 'Fares 3' })).toHaveValue('');
    expect(model.getValues().Fares).toEqual([3, 4]);
  });
});

describe('range slider', () => {
  const fuel: Field = {
    Id: 24,
    FieldName: 'Fuel',
    FieldType: FieldType.Range,
    MyKey: 'Fuel',
    RangeStart: 0,
    RangeEnd: 50,
    RangeStep: 5,
  };

  it('moves by keyboard and stores the position scaled by 100 over RangeEnd', async () => {
    const { model, user } = renderForm(formOf([fuel]));
    const slider = screen.getByRole('slider', { name: 'Fuel' });
    expect(slider).toHaveAttribute('aria-valuemax', '50');
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '10');
    expect(model.getValues().Fuel).toBe(20);
  });

  it('loads a stored value at its scaled-back position and shows it in view mode', () => {
    const { unmount } = renderForm(formOf([fuel]), { values: { Fuel: 40 } });
    expect(screen.getByRole('slider', { name: 'Fuel' })).toHaveAttribute('aria-valuenow', '20');
    unmount();
    renderForm(formOf([fuel]), { values: { Fuel: 40 }, readOnly: true });
    expect(screen.getByText('20')).toBeVisible();
  });
});

describe('star rating', () => {
  const rating: Field = { Id: 15, FieldName: 'Rating', FieldType: FieldType.Rating, MyKey: 'Rating' };

  it('is a group of five stars named by the field; choosing one binds 1 to 5', async () => {
    const { model, user } = renderForm(formOf([rating]));
    const group = screen.getByRole('radiogroup', { name: 'Rating' });
    expect(group).toBeInTheDocument();
    for (const name of ['1 star', '2 stars', '3 stars', '5 stars'])
      expect(screen.getByRole('radio', { name })).not.toBeChecked();
    // A mouse clicks the star drawn over the radio.
    await user.click((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).labels![0]!);
    expect(model.getValues().Rating).toBe(4);
    expect(model.getAnswers()[0]).toMatchObject({ UserResponse: '4', UserResponseInNum: 4 });
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('is chosen by keyboard: Enter on a star', async () => {
    const { model, user } = renderForm(formOf([rating]));
    screen.getByRole('radio', { name: '2 stars' }).focus();
    await user.keyboard('{Enter}');
    expect(model.getValues().Rating).toBe(2);
  });

  it('shows the stars or None Yet in view mode', () => {
    renderForm(formOf([rating, { ...rating, Id: 16, FieldName: 'Driver rating', MyKey: 'Driver' }]), {
      values: { Rating: 3 },
      readOnly: true,
    });
    expect(screen.getByRole('img', { name: '3 stars' })).toBeVisible();
    expect(screen.getByText('None Yet')).toBeVisible();
  });
});
