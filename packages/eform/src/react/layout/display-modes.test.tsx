// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EformDisplayType, type Field, FieldType, type Form } from '../../core/index.ts';
import { EForm } from '../eform.tsx';
import { renderForm, renderUi } from '../test/render.tsx';

// spec 000 §2.4 the four display modes and the three form states; §4 one-by-one and tab-by-tab navigation.

const text = (Id: number, FieldName: string, more: Partial<Field> = {}): Field => ({
  Id,
  FieldName,
  FieldType: FieldType.TextBox,
  MyKey: FieldName.replace(/\s/g, ''),
  ...more,
});

const twoGroups = (more: Partial<Form> = {}): Form => ({
  GroupFields: [
    { Id: 1, GroupName: 'Trip', ShowGroupName: true, Fields: [text(1, 'Pick up'), text(2, 'Drop off')] },
    { Id: 2, GroupName: 'Payment', ShowGroupName: true, GroupPageWidth: 6, Fields: [text(3, 'Card name')] },
    { Id: 3, Fields: [text(4, 'Notes')] },
  ],
  ...more,
});

afterEach(() => vi.restoreAllMocks());

describe('Regular', () => {
  it('shows every group at once, each ShowGroupName with its title and a divider', () => {
    const { container } = renderForm(twoGroups());
    for (const name of ['Pick up', 'Drop off', 'Card name', 'Notes'])
      expect(screen.getByRole('textbox', { name })).toBeVisible();
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Trip', 'Payment']);
    expect(screen.getAllByRole('separator')).toHaveLength(2);
    const trip = screen.getByRole('region', { name: 'Trip' });
    expect(within(trip).getAllByRole('textbox')).toHaveLength(2);
    // Group widths in columns of 12: 12 by default, GroupPageWidth when given.
    expect(trip).toHaveClass('eform-col-12');
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveClass('eform-col-6');
    expect(container.querySelectorAll('section')).toHaveLength(3);
  });

  it('shows a group description as sanitised HTML', () => {
    const { container } = renderForm({
      GroupFields: [
        { Id: 1, Description: 'Where to <b>meet</b><script>alert(1)</script>', Fields: [text(1, 'Pick up')] },
      ],
    });
    expect(screen.getByText('meet').tagName).toBe('B');
    expect(container.querySelector('script')).toBeNull();
  });
});

describe('Tabular', () => {
  it('has a tab per group, the first one open; choosing a tab shows its fields', async () => {
    const { user } = renderForm(twoGroups({ EformDisplayType: EformDisplayType.Tabular }));
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Trip', 'Payment', 'Group 3']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Pick up' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Card name' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Payment' }));
    expect(screen.getByRole('tabpanel')).toContainElement(screen.getByRole('textbox', { name: 'Card name' }));
    expect(screen.queryByRole('textbox', { name: 'Pick up' })).toBeNull();
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = renderForm(twoGroups({ EformDisplayType: EformDisplayType.Tabular }));
    screen.getByRole('tab', { name: 'Trip' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Payment' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Card name' })).toBeVisible();
  });
});

describe('Tab_By_Tab_Question', () => {
  it('shows one group at a time, the first active, with Previous and Next', async () => {
    const { user } = renderForm(twoGroups({ EformDisplayType: EformDisplayType.Tab_By_Tab_Question }));
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(screen.getByText('Step 1 of 3')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Trip' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Pick up' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Card name' })).toBeNull();
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(screen.getByText('Step 2 of 3')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Card name' })).toBeVisible();
    expect(previous).toBeEnabled();
    await user.click(next);
    expect(screen.getByText('Step 3 of 3')).toBeVisible();
    expect(screen.getByText('Group 3')).toBeVisible();
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(screen.getByText('Step 2 of 3')).toBeVisible();
  });
});

describe('One_By_One_Question', () => {
  const questions: Form = {
    EformDisplayType: EformDisplayType.One_By_One_Question,
    GroupFields: [
      {
        Id: 1,
        Fields: [
          text(1, 'Surname', { Required: true }),
          text(2, 'First name', { Required: true, ErrorMessage: 'Tell us your first name' }),
        ],
      },
      { Id: 2, Fields: [text(3, 'Nickname')] },
    ],
  };

  it('walks one question at a time across groups with a progress bar', async () => {
    const { model, user } = renderForm(questions, { values: { Surname: 'Okafor', Firstname: 'Ada' } });
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByText('Question 1 of 3 (33%)')).toBeVisible();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Question 3 of 3 (100%)')).toBeVisible();
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('textbox', { name: 'Nickname' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Ada');
    expect(model.getSnapshot().progress).toBe(67);
  });

  it("blocks Next on a required unanswered question with its ErrorMessage or '{FieldName} is required'", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = renderForm(questions);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(alert).toHaveBeenLastCalledWith('Surname is required');
    expect(screen.getByText('Question 1 of 3 (33%)')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Surname/ }), 'Okafor');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Question 2 of 3 (67%)')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(alert).toHaveBeenLastCalledWith('Tell us your first name');
    expect(alert).toHaveBeenCalledTimes(2);
  });

  it('draws the bar at least 5 % wide', () => {
    const many: Form = {
      EformDisplayType: EformDisplayType.One_By_One_Question,
      GroupFields: [
        { Id: 1, Fields: Array.from({ length: 40 }, (_, i) => text(i + 1, `Question ${i + 1}`)) },
      ],
    };
    const { container } = renderForm(many);
    expect(screen.getByText('Question 1 of 40 (3%)')).toBeVisible();
    expect(container.querySelector<HTMLElement>('.eform-progress-bar')!.style.width).toBe('5%');
  });

  it('skips a dependent question whose option is not chosen', async () => {
    const form: Form = {
      EformDisplayType: EformDisplayType.One_By_One_Question,
      GroupFields: [
        {
          Id: 1,
          Fields: [
            {
              Id: 1,
              FieldName: 'Trip',
              FieldType: FieldType.Radio,
              MyKey: 'Trip',
              EformOptions: [
                { Id: 1, OptionName: 'One way' },
                { Id: 2, OptionName: 'Return', DependentFields: [2] },
              ],
            },
            text(2, 'Return date', { DependentOnOption: true }),
            text(3, 'Notes'),
          ],
        },
      ],
    };
    const { user } = renderForm(form);
    expect(screen.getByText('Question 1 of 2 (50%)')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Return' }));
    expect(screen.getByText('Question 1 of 3 (33%)')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('textbox', { name: 'Return date' })).toBeVisible();
  });
});

describe('form states', () => {
  it("loading: 'Loading E-form' / 'Loading Form, please wait. Thank you'", () => {
    renderForm(twoGroups(), {}, { loading: true });
    const status = screen.getByRole('status');
    expect(within(status).getByRole('heading', { name: 'Loading E-form' })).toBeVisible();
    expect(status).toHaveTextContent('Loading Form, please wait. Thank you');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("missing: 'No E-form' / 'The E-Form does not exist yet. Thank you'", () => {
    renderUi(<EForm model={null} />);
    expect(screen.getByRole('heading', { name: 'No E-form' })).toBeVisible();
    expect(screen.getByText('The E-Form does not exist yet. Thank you')).toBeVisible();
  });

  it('success: the SuccessMessage as sanitised HTML instead of the form', () => {
    const { model, container } = renderForm(
      twoGroups({
        SuccessMessage:
          '<h2>Thank you</h2><p>We will call you.</p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
      }),
    );
    act(() => model.setSucceeded(true));
    expect(screen.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    expect(screen.getByText('We will call you.')).toBeVisible();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.innerHTML).not.toContain('hacked');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('makes its own model from a definition, and the missing state without one', () => {
    const { rerender } = renderUi(
      <EForm definition={twoGroups()} options={{ values: { Notes: 'Gate 2' } }} />,
    );
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Gate 2');
    rerender(<EForm definition={null} />);
    expect(screen.getByText('No E-form')).toBeVisible();
  });
});

describe('submitting', () => {
  it('validates every field first; once all pass, gives the values and answers', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm(
      { FormName: 'Booking', GroupFields: [{ Id: 1, Fields: [text(1, 'Surname', { Required: true })] }] },
      {},
      { onSubmit, children: <button type="submit">Save</button> },
    );
    const form = screen.getByRole('form', { name: 'Booking' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Surname/ })).toHaveAccessibleDescription('Enter Surname');
    await user.type(screen.getByRole('textbox', { name: /Surname/ }), 'Okafor{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ Surname: 'Okafor' }, [
      { FieldId: 1, FieldTypeId: 1, UserResponse: 'Okafor' },
    ]);
  });
});
