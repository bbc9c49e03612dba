// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Field, FieldType } from '../../core/index.ts';
import { formOf, renderForm, settle } from '../test/render.tsx';

// spec 000 §2.4 colour (with reset); view mode 'No Color'.

const colour: Field = { Id: 23, FieldName: 'Colour', FieldType: FieldType.Color, MyKey: 'Colour' };

describe('colour', () => {
  it('binds a typed colour and resets it', async () => {
    const { model, user } = renderForm(formOf([colour]));
    const input = screen.getByRole('textbox', { name: 'Colour' });
    expect(screen.queryByRole('button', { name: 'Reset Colour' })).toBeNull();
    await user.type(input, '#1e90ff');
    expect(model.getValues().Colour).toBe('#1e90ff');
    await user.click(screen.getByRole('button', { name: 'Reset Colour' }));
    expect(model.getValues().Colour).toBe('');
    expect(input).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Reset Colour' })).toBeNull();
  });

  it('opens the picker while the box has the focus, and answers what is picked in it', async () => {
    const { model, user } = renderForm(formOf([colour]), { values: { Colour: '#ff0000' } });
    expect(screen.queryAllByRole('slider')).toHaveLength(0);
    await user.click(screen.getByRole('textbox', { name: 'Colour' }));
    // Mantine's picker: the saturation and brightness area, and the hue (0 to 360).
    const sliders = screen.getAllByRole('slider');
    expect(sliders).toHaveLength(2);
    const hue = sliders.find((slider) => slider.getAttribute('aria-valuemax') === '360')!;
    expect(hue).toBeVisible();
    expect(hue).toHaveAttribute('aria-valuenow', '0');
    // The picker takes no focus of its own: the box keeps it while the hue is dragged.
    fireEvent.mouseDown(hue);
    expect(screen.getByRole('textbox', { name: 'Colour' })).toHaveFocus();
    hue.focus();
    await user.keyboard('{ArrowRight}');
    expect(model.getValues().Colour).toMatch(/^#ff0[0-9a-f]00$/);
    await user.click(document.body);
    expect(screen.queryAllByRole('slider')).toHaveLength(0);
  });

  it('puts back the last valid colour when the box loses the focus', async () => {
    const { model, user } = renderForm(formOf([colour]), { values: { Colour: '#00ff00' } });
    const input = screen.getByRole('textbox', { name: 'Colour' });
    await user.clear(input);
    await user.type(input, '#12');
    expect(model.getValues().Colour).toBe('#12');
    await user.tab();
    expect(model.getValues().Colour).toBe('');
    await user.type(input, '#123456zz');
    await user.tab();
    expect(model.getValues().Colour).toBe('#123456');
    expect(input).toHaveValue('#123456');
    expect(screen.queryAllByRole('slider')).toHaveLength(0);
  });

  describe('with an eye dropper (Chromium has one)', () => {
    afterEach(() => {
      delete (window as { EyeDropper?: unknown }).EyeDropper;
    });

    it('offers it while no colour is set, and answers the colour picked from the screen', async () => {
      (window as { EyeDropper?: unknown }).EyeDropper = class {
        open = () => Promise.resolve({ sRGBHex: '#1E90FF' });
      };
      const { model, user } = renderForm(formOf([colour]));
      await user.click(screen.getByRole('button', { name: 'Pick Colour from the screen' }));
      await waitFor(() => expect(model.getValues().Colour).toBe('#1e90ff'));
      expect(screen.queryByRole('button', { name: 'Pick Colour from the screen' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Reset Colour' })).toBeVisible();
    });

    it('answers nothing when picking is cancelled', async () => {
      (window as { EyeDropper?: unknown }).EyeDropper = class {
        open = () => Promise.reject(new DOMException('The user canceled the selection.', 'AbortError'));
      };
      const { model, user } = renderForm(formOf([colour]));
      await user.click(screen.getByRole('button', { name: 'Pick Colour from the screen' }));
      await settle();
      expect(model.getValues().Colour).toBeUndefined();
    });
  });

  it('shows a loaded colour', () => {
    renderForm(formOf([colour]), { values: { Colour: '#ff0000' } });
    expect(screen.getByRole('textbox', { name: 'Colour' })).toHaveValue('#ff0000');
  });

  it("reads 'No Color' without one, and the colour's code with one, in view mode", () => {
    renderForm(formOf([colour, { ...colour, Id: 24, FieldName: 'Trim', MyKey: 'Trim' }]), {
      values: { Trim: '#ff0000' },
      readOnly: true,
    });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('No Color')).toBeVisible();
    expect(screen.getByText('#ff0000')).toBeVisible();
  });
});
