import { screen, waitFor, within } from '@testing-library/react';
import { Endpoint, type MessageTemplate, messageTemplateTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectPermissionNotice, myRights, signInAdmin, signInLimitedTo } from '../../test/admin-rights.ts';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { problem } from '../../test/mock-api.ts';
import { renderAt } from '../../test/render.tsx';
import { successes } from '../../test/screen-queries.ts';
import MessageTemplatesPage from './pages/message-templates-page.tsx';

const types = [
  {
    EmailType: 1,
    Name: 'Password Reset',
    Description: 'The code (and a link) sent to a person who asked to set a new password',
    HasSMS: false,
    Placeholders: ['FirstName', 'Code', 'Link', 'ExpiryMinutes'],
  },
  {
    EmailType: 4,
    Name: 'Ride Receipt',
    Description: 'A receipt',
    HasSMS: true,
    Placeholders: ['FirstName', 'Amount'],
  },
];

const defaultReset: MessageTemplate = {
  Id: 0,
  EmailType: 1,
  Name: 'Password Reset',
  Description: types[0]!.Description,
  HasSMS: false,
  Subject: 'Your code to set a new password',
  Template: '<p>Your code to set a new password is {{Code}}. Or open <a href="{{Link}}">{{Link}}</a>.</p>',
  SMSMessage: '',
};

/** The MessageTemplate calls in memory: one type still on its default, one saved. */
function fakeTemplates(rightsAnswer = myRights()) {
  const api = fakeApi(
    rightsAnswer,
    answer(calls.MessageTemplate.GetEmailTemplateTypes, () => ({ rows: types, total: types.length })),
    answer(calls.MessageTemplate.GetEmailTemplate, ({ query }) =>
      query.emailType === 1
        ? defaultReset
        : {
            ...defaultReset,
            Id: 7,
            EmailType: 4,
            Name: 'Ride Receipt',
            HasSMS: true,
            Subject: 'Your receipt',
            SMSMessage: 'Paid {{Amount}}',
          },
    ),
    answer(calls.MessageTemplate.PreviewEmailTemplate, ({ body }) =>
      body.Subject.includes('{{Nope}}')
        ? problem(400, 'Not allowed', {
            Subject: [messageTemplateTexts.onlyPlaceholders(types[0]!.Placeholders)],
          })
        : {
            Subject: body.Subject.replace('{{FirstName}}', 'Ada'),
            Template: '<p>Your code is <b>482913</b>.</p>',
            SMSMessage: '',
          },
    ),
    answer(calls.MessageTemplate.CreateEmailTemplate, ({ body }) => ({
      ...defaultReset,
      Subject: body.Subject,
      Template: body.Template,
      Id: 3,
    })),
    answer(calls.MessageTemplate.UpdateEmailTemplate, ({ body }) => ({
      ...defaultReset,
      Id: body.Id,
      Subject: body.Subject,
    })),
  );
  return api;
}

async function chooseType(user: ReturnType<typeof renderAt>['user'], name: string) {
  const select = await screen.findByRole('combobox', { name: 'Template type' });
  // The types load first.
  await waitFor(() => expect(select).toBeEnabled());
  await user.click(select);
  await user.click(await screen.findByRole('option', { name }));
}

describe('Message templates', { timeout: 20_000 }, () => {
  beforeEach(() => signInAdmin());

  it('asks for a template type as the other pickers ask (issue 32)', async () => {
    fakeTemplates();
    renderAt(<MessageTemplatesPage />, '/admin/messagetemplates');
    const select = await screen.findByRole('combobox', { name: 'Template type' });
    expect(select).toHaveAttribute('placeholder', 'Choose a template type');
  });

  it("shows a type's default wording with its placeholders as help, previews it and saves it as the type's template", async () => {
    const api = fakeTemplates();
    const { user, fill, location } = renderAt(<MessageTemplatesPage />, '/admin/messagetemplates');
    await chooseType(user, 'Password Reset');
    await waitFor(() => expect(location().search).toBe('?type=1'));
    const subject = await screen.findByRole('textbox', { name: /^Subject/ });
    await waitFor(() => expect(subject).toHaveValue('Your code to set a new password'));
    expect(
      screen.getAllByText('You may use {{FirstName}}, {{Code}}, {{Link}}, {{ExpiryMinutes}}').length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('textbox', { name: /^SMS Message/ })).not.toBeInTheDocument();

    await fill(subject, 'Reset for {{FirstName}}');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByLabelText('Preview');
    expect(within(preview).getByRole('heading')).toHaveTextContent('Reset for Ada');
    expect(preview).toHaveTextContent('Your code is 482913.');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(successes()).toEqual(['The Password Reset template has been saved']));
    expect(api.sentTo(calls.MessageTemplate.CreateEmailTemplate).map((request) => request.body)).toEqual([
      { EmailType: 1, Subject: 'Reset for {{FirstName}}', Template: defaultReset.Template },
    ]);
  });

  it("shows the server's refusal under the field it names", async () => {
    fakeTemplates();
    const { user, fill } = renderAt(<MessageTemplatesPage />, '/admin/messagetemplates?type=1');
    const subject = await screen.findByRole('textbox', { name: /^Subject/ });
    await waitFor(() => expect(subject).toHaveValue('Your code to set a new password'));
    await fill(subject, 'Hi {{Nope}}');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() =>
      expect(subject).toHaveAccessibleDescription(
        expect.stringContaining(messageTemplateTexts.onlyPlaceholders(types[0]!.Placeholders)),
      ),
    );
    expect(screen.queryByLabelText('Preview')).not.toBeInTheDocument();
  });

  it('edits a saved template with its SMS, sending its Id', async () => {
    const api = fakeTemplates();
    const { user } = renderAt(<MessageTemplatesPage />, '/admin/messagetemplates');
    await chooseType(user, 'Ride Receipt');
    const sms = await screen.findByRole('textbox', { name: /^SMS Message/ });
    await waitFor(() => expect(sms).toHaveValue('Paid {{Amount}}'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(successes()).toEqual(['The Ride Receipt template has been updated']));
    expect(api.sentTo(calls.MessageTemplate.UpdateEmailTemplate).map((request) => request.body)).toEqual([
      {
        Id: 7,
        EmailType: 4,
        Subject: 'Your receipt',
        Template: defaultReset.Template,
        SMSMessage: 'Paid {{Amount}}',
      },
    ]);
  });

  it('shows the notice to someone without the MessageTemplate endpoint', async () => {
    const api = fakeTemplates(signInLimitedTo({ [Endpoint.Ride]: { CanView: true } }));
    renderAt(<MessageTemplatesPage />, '/admin/messagetemplates');
    await expectPermissionNotice(api, calls.MessageTemplate.GetEmailTemplateTypes);
  });
});
