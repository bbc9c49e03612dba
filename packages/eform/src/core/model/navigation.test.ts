import { describe, expect, it } from 'vitest';
import { EformDisplayType } from '../definition/field-type.ts';
import { createFormModel } from './create-form-model.ts';
import { rideForm } from './test-forms.ts';

describe('spec 000 §4 one-by-one form', () => {
  const oneByOne = () => createFormModel(rideForm(EformDisplayType.One_By_One_Question));

  it('starts on the first question with Previous disabled', () =>
    expect(oneByOne().getSnapshot()).toMatchObject({
      questionKeys: ['1', '2', '4'],
      activeQuestionKey: '1',
      progress: 33,
      canGoPrevious: false,
      canGoNext: true,
    }));

  it('blocks Next on a required unanswered field with "{FieldName} is required"', () => {
    const model = oneByOne();
    expect(model.next()).toEqual({ moved: false, alert: 'Surname is required' });
    expect(model.getSnapshot().activeQuestionKey).toBe('1');
  });

  it("uses the field's ErrorMessage as the alert when it has one", () => {
    const form = rideForm(EformDisplayType.One_By_One_Question);
    form.GroupFields[0]!.Fields[0]!.ErrorMessage = 'Tell us your surname';
    expect(createFormModel(form).next()).toEqual({ moved: false, alert: 'Tell us your surname' });
  });

  it('walks fields in order across groups, skipping a dependent field whose option is not chosen', () => {
    const model = oneByOne();
    model.answer(1, 'Okafor');
    expect(model.next()).toEqual({ moved: true });
    expect(model.next()).toEqual({ moved: true });
    expect(model.getSnapshot()).toMatchObject({
      activeQuestionKey: '4',
      progress: 100,
      canGoNext: false,
      canGoPrevious: true,
    });
    expect(model.next()).toEqual({ moved: false });
    model.previous();
    expect(model.getSnapshot().activeQuestionKey).toBe('2');
  });

  it('includes the dependent field once its option is chosen', () => {
    const model = oneByOne();
    model.answer(1, 'Okafor');
    model.next();
    model.answer(2, 2);
    model.next();
    expect(model.getSnapshot()).toMatchObject({
      questionKeys: ['1', '2', '3', '4'],
      activeQuestionKey: '3',
      progress: 75,
    });
  });

  it('steps back to the nearest earlier question when the active one is hidden', () => {
    const model = oneByOne();
    model.answer(1, 'Okafor');
    model.answer(2, 2);
    model.setActiveQuestion(3);
    model.answer(2, 1);
    expect(model.getSnapshot().activeQuestionKey).toBe('2');
  });
});

describe('spec 000 §4 tab-by-tab form', () => {
  it('starts on the first group and moves group by group', () => {
    const model = createFormModel(rideForm(EformDisplayType.Tab_By_Tab_Question));
    expect(model.getSnapshot()).toMatchObject({
      activeGroupIndex: 0,
      canGoPrevious: false,
      canGoNext: true,
      progress: 50,
    });
    expect(model.next()).toEqual({ moved: true });
    expect(model.getSnapshot()).toMatchObject({
      activeGroupIndex: 1,
      canGoPrevious: true,
      canGoNext: false,
      progress: 100,
    });
    expect(model.next()).toEqual({ moved: false });
    model.previous();
    expect(model.getSnapshot().activeGroupIndex).toBe(0);
  });

  it('lets tabs of a tabular form be chosen, with no Previous or Next', () => {
    const model = createFormModel(rideForm(EformDisplayType.Tabular));
    model.setActiveGroup(1);
    expect(model.getSnapshot()).toMatchObject({
      activeGroupIndex: 1,
      canGoNext: false,
      canGoPrevious: false,
    });
    expect(model.next()).toEqual({ moved: false });
  });
});
