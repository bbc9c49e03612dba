// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Field, FieldType } from '../../core/index.ts';
import { formOf, renderForm } from '../test/render.tsx';

// spec 000 §2.4 image radio (optional pagination) and image check box.

const colours = ['Black', 'White', 'Silver', 'Red', 'Blue', 'Green', 'Yellow', 'Grey'].map((name, i) => ({
  Id: i + 1,
  OptionName: name,
  ImageURL: `/cars/${name.toLowerCase()}.png`,
}));

const carColour: Field = {
  Id: 16,
  FieldName: 'Car colour',
  FieldType: FieldType.ImageRadio,
  MyKey: 'CarColour',
  EformOptions: colours.slice(0, 3),
};

describe('image radio', () => {
  it('shows a picture card per option, named by the option; choosing one binds its id', async () => {
    const { model, user, container } = renderForm(formOf([carColour]));
    const group = screen.getByRole('radiogroup', { name: 'Car colour' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(container.querySelector('img[src="/cars/white.png"]')).not.toBeNull();
    await user.click(screen.getByRole('radio', { name: 'White' }));
    expect(screen.getByRole('radio', { name: 'White' })).toBeChecked();
    expect(model.getValues().CarColour).toBe(2);
    expect(model.getAnswers()[0]).toMatchObject({ UserResponse: 'White', EformFieldOptionId: 2 });
  });

  it('moves the choice with the arrow keys, round from the last card to the first', async () => {
    const { model, user } = renderForm(formOf([carColour]));
    await user.click(screen.getByRole('radio', { name: 'Silver' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Black' })).toHaveFocus();
    expect(model.getValues().CarColour).toBe(1);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Silver' })).toBeChecked();
    await user.keyboard('{ArrowLeft}{ArrowDown}{ArrowDown}');
    expect(model.getValues().CarColour).toBe(1);
  });

  it('pages its pictures six at a time with ShowPagination', async () => {
    const { model, user } = renderForm(
      formOf([{ ...carColour, EformOptions: colours, ShowPagination: true }]),
    );
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    const previous = screen.getByRole('button', { name: 'Previous pictures' });
    expect(previous).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next pictures' }));
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual(['Yellow', 'Grey']);
    expect(screen.getByRole('button', { name: 'Next pictures' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Grey' }));
    expect(model.getValues().CarColour).toBe(8);
    await user.click(previous);
    expect(screen.getByRole('radio', { name: 'Black' })).toBeInTheDocument();
  });

  it('shows every picture without ShowPagination', () => {
    renderForm(formOf([{ ...carColour, EformOptions: colours }]));
    expect(screen.getAllByRole('radio')).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Next pictures' })).toBeNull();
  });

  it("says 'No {FieldName}' without options, and shows the chosen name in view mode", () => {
    const { unmount } = renderForm(formOf([{ ...carColour, EformOptions: [] }]));
    expect(screen.getByText('No Car colour')).toBeVisible();
    unmount();
    renderForm(formOf([carColour]), { values: { CarColour: 3 }, readOnly: true });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText('Silver')).toBeVisible();
  });
});

describe('image check box', () => {
  const features: Field = {
    Id: 17,
    FieldName: 'Features',
    FieldType: FieldType.ImageCheckBox,
    MyKey: 'Features',
    EformOptions: colours.slice(0, 3),
  };

  it("checks any number of pictures; the answer joins their names with ', '", async () => {
    const { model, user } = renderForm(formOf([features]));
    expect(screen.getByRole('group', { name: 'Features' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Black' }));
    await user.click(screen.getByRole('checkbox', { name: 'Silver' }));
    expect(screen.getByRole('checkbox', { name: 'Silver' })).toBeChecked();
    expect(model.getValues().Features).toEqual([1, 3]);
    expect(model.getAnswers()[0]).toMatchObject({ UserResponse: 'Black, Silver' });
    await user.click(screen.getByRole('checkbox', { name: 'Black' }));
    expect(model.getValues().Features).toEqual([3]);
  });

  it('keeps what was checked on another picture page', async () => {
    const { model, user } = renderForm(
      formOf([{ ...features, EformOptions: colours, ShowPagination: true }]),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Red' }));
    await user.click(screen.getByRole('button', { name: 'Next pictures' }));
    await user.click(screen.getByRole('checkbox', { name: 'Grey' }));
    expect(model.getValues().Features).toEqual([4, 8]);
  });

  it("shows the names joined with ', ' in view mode", () => {
    renderForm(formOf([features]), { values: { Features: [2, 3] }, readOnly: true });
    expect(screen.getByText('White, Silver')).toBeVisible();
  });
});
