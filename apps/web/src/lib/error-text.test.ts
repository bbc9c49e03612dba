import { describe, expect, it } from 'vitest';
import { errorText, GENERIC_ERROR } from './error-text.ts';

// spec 000 §8, case by case and in its order.
describe('errorText', () => {
  it('shows the capitalised Title with every per-field message appended', () => {
    const body = {
      Title: 'One or more validation errors occurred.',
      Errors: { EmailAddress: ['Invalid Emaill Address'], Surname: ['Surname is required', 'Too short'] },
    };
    expect(errorText(400, body)).toBe(
      'One or more validation errors occurred. Invalid Emaill Address Surname is required Too short',
    );
  });

  it('appends a lowercase errors object to the capitalised Title too', () => {
    expect(errorText(400, { Title: 'Check the form.', errors: { Name: ['Name is required'] } })).toBe(
      'Check the form. Name is required',
    );
  });

  it('shows a capitalised Title alone when there are no field errors', () => {
    expect(errorText(409, { Title: 'Already exists' })).toBe('Already exists');
  });

  it('shows a lowercase title alone, without the field messages', () => {
    const body = {
      title: 'The e-mail address or password is not correct',
      errors: { EmailAddress: ['Invalid Emaill Address'] },
    };
    expect(errorText(401, body)).toBe('The e-mail address or password is not correct');
  });

  it('prefers the title over the message', () => {
    expect(errorText(400, { title: 'The title', message: 'The message' })).toBe('The title');
    expect(errorText(400, { Title: 'The Title', Message: 'The Message' })).toBe('The Title');
  });

  it('shows Message, then message, when there is no title', () => {
    expect(errorText(500, { Message: 'Capital message' })).toBe('Capital message');
    expect(errorText(500, { message: 'small message' })).toBe('small message');
  });

  it('prefers the message over the status texts', () => {
    expect(errorText(404, { message: 'No such order' })).toBe('No such order');
    expect(errorText(400, { Message: 'Bad amount', errors: { Amount: ['Too large'] } })).toBe('Bad amount');
  });

  it('ignores an empty title or message', () => {
    expect(errorText(404, { title: '  ', message: '' })).toBe('The URL does not exist. Thank you');
  });

  it('says the network is down for status 0', () => {
    expect(errorText(0, undefined)).toBe('Your network is mostly likely down, Kindly confirm. Thank you');
  });

  it('joins the validation messages of a 400 errors object with commas', () => {
    const body = {
      errors: { EmailAddress: ['Invalid Emaill Address'], Surname: ['Enter Surname', 'Too long'] },
    };
    expect(errorText(400, body)).toBe('Invalid Emaill Address, Enter Surname, Too long');
  });

  it('joins the messages of a bare 400 {Field: [messages]} object with commas', () => {
    expect(errorText(400, { Amount: ['Amount is required'], Name: ['Enter Name'] })).toBe(
      'Amount is required, Enter Name',
    );
  });

  it('does not take the type or status of a 400 problem for validation messages', () => {
    expect(errorText(400, { type: 'about:blank', status: 400, Amount: ['Amount is required'] })).toBe(
      'Amount is required',
    );
  });

  it('says the URL does not exist for a 404 without a title or message', () => {
    expect(errorText(404, undefined)).toBe('The URL does not exist. Thank you');
    expect(errorText(404, 'Not Found')).toBe('The URL does not exist. Thank you');
  });

  it('shows the body text for other statuses', () => {
    expect(errorText(500, 'The wallet is locked')).toBe('The wallet is locked');
    expect(errorText(400, 'Plain text reason')).toBe('Plain text reason');
  });

  it('falls back to the generic message', () => {
    expect(errorText(500, undefined)).toBe(GENERIC_ERROR);
    expect(errorText(502, '')).toBe(GENERIC_ERROR);
    expect(errorText(400, { errors: {} })).toBe(GENERIC_ERROR);
  });
});
