import '../../../components/styles/all-styles.ts';
import { Box, Button, Paper, Title } from '@mantine/core';
import { contactTexts, sendContactMessageRequest } from '@wayfare/contracts';
import { FieldType, type Form, type FormValues, withSchemaLimits } from '@wayfare/eform/core';
import { EForm, type EFormServices, useFormModel } from '@wayfare/eform/react';
import { useState } from 'react';
import { loadCountries } from '../../../components/eform/load-countries.ts';
import { alertStore } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

/** issue 20 §3: the contact form; Required flags and lengths come from SendContactMessage's body schema. */
export const contactForm: Form = withSchemaLimits(
  {
    FormName: 'Contact Us',
    GroupFields: [
      {
        Id: 'Contact',
        Fields: [
          { Id: 1, FieldName: 'Name', FieldType: FieldType.TextBox, MyKey: 'Name', PageWidth: 6 },
          {
            Id: 2,
            FieldName: 'Email Address',
            FieldType: FieldType.EmailTextBox,
            MyKey: 'EmailAddress',
            PageWidth: 6,
          },
          {
            Id: 3,
            FieldName: 'Phone Number',
            FieldType: FieldType.PhoneNumberTextBox,
            MyKey: 'PhoneNumber',
            PageWidth: 12,
          },
          { Id: 4, FieldName: 'Message', FieldType: FieldType.TextArea, MyKey: 'Message', PageWidth: 12 },
        ],
      },
    ],
  },
  sendContactMessageRequest,
);

/** A public form has the country list for its phone field and error alerts; none of the admin's file tools. */
const services: EFormServices = { loadCountries, onError: (message) => alertStore.error(message) };

/** The form itself; a new one (empty) after each message sent. */
function ContactFormBody({ onSent }: { onSent: () => void }) {
  const model = useFormModel(contactForm, { onError: services.onError });
  const [website, setWebsite] = useState('');
  // A refusal shows its title in the error alert (a 429 among them), its per-field messages under the fields.
  const send = useSendContactMessage({
    meta: { fieldLabels: { Name: 'Name', EmailAddress: 'Email Address', PhoneNumber: 'Phone Number' } },
  });

  const submit = (values: FormValues) =>
    send.mutate(
      {
        body: {
          Name: String(values.Name ?? ''),
          EmailAddress: String(values.EmailAddress ?? ''),
          PhoneNumber: String(values.PhoneNumber ?? ''),
          Message: String(values.Message ?? ''),
          Website: website,
        },
      },
      {
        onSuccess(reply) {
          alertStore.success(reply.Message || contactTexts.sent);
          onSent();
        },
        onError(error) {
          if (error instanceof ApiError) model?.setServerErrors(error.fieldErrors);
        },
      },
    );

  return (
    <EForm model={model} services={services} onSubmit={submit}>
      {/* The honeypot: hidden from people and screen readers; a form-filling robot fills it in. */}
      <Box
        aria-hidden
        style={{ position: 'absolute', left: -10000, top: 'auto', width: 1, height: 1, overflow: 'hidden' }}
      >
        <label>
          Website
          <input
            type="text"
            name="Website"
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(event) => setWebsite(event.currentTarget.value)}
          />
        </label>
      </Box>
      <Button type="submit" loading={send.isPending} mt="md">
        Send Message
      </Button>
    </EForm>
  );
}

/** issue 20 §3: the contact form, sent to Message/SendContactMessage and e-mailed to support. */
export function ContactForm() {
  const [sent, setSent] = useState(0);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} pos="relative" maw={760}>
      <Title order={2} size="h3" mb="md">
        Send us a message
      </Title>
      <ContactFormBody key={sent} onSent={() => setSent((count) => count + 1)} />
    </Paper>
  );
}

export default ContactForm;
