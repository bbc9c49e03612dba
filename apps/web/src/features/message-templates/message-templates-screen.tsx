import { Button, Card, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { MessageTemplate, MessageTemplateType, RenderedMessage } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { type FormValues, withSchemaLimits } from '@wayfare/eform/core';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AppEForm, useAppFormModel } from '../../components/eform/index.ts';
import { SafeHtml } from '../../components/safe-html.tsx';
import { SaveBar } from '../../components/save-bar/save-bar.tsx';
import { PermittedScreen, useRefreshAreas } from '../../components/screen/index.ts';
import { alertStore } from '../../lib/alerts.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useCreateEmailTemplate } from './api/create-email-template.ts';
import { useEmailTemplate } from './api/get-email-template.ts';
import { useEmailTemplateTypes } from './api/get-email-template-types.ts';
import { usePreviewEmailTemplate } from './api/preview-email-template.ts';
import { useUpdateEmailTemplate } from './api/update-email-template.ts';
import { messageTemplateForm } from './message-template-form.ts';

const { GetEmailTemplateTypes, CreateEmailTemplate, UpdateEmailTemplate } = calls.MessageTemplate;

const fieldLabels = { Subject: 'Subject', Template: 'Message', SMSMessage: 'SMS Message' };

/** spec 001 §2 and issue 15 §7: /admin/messagetemplates, for those who may see MessageTemplate. */
export function MessageTemplatesScreen() {
  return (
    <PermittedScreen call={GetEmailTemplateTypes}>
      <MessageTemplates />
    </PermittedScreen>
  );
}

/** Choose the type (kept in the URL, so a reload stays on it), then edit its wording. */
function MessageTemplates() {
  const types = useEmailTemplateTypes();
  const [params, setParams] = useSearchParams();
  const chosen = types.data?.rows.find((type) => String(type.EmailType) === params.get('type'));
  return (
    <Stack>
      <Select
        label="Template type"
        placeholder="Choose a template type"
        data={(types.data?.rows ?? []).map((type) => ({ value: String(type.EmailType), label: type.Name }))}
        value={chosen ? String(chosen.EmailType) : null}
        onChange={(value) => setParams(value ? { type: value } : {})}
        disabled={types.isPending}
        maw={400}
      />
      {chosen && <TemplateOfType key={chosen.EmailType} type={chosen} />}
    </Stack>
  );
}

function TemplateOfType({ type }: { type: MessageTemplateType }) {
  const template = useEmailTemplate(type.EmailType);
  if (!template.data) return <Loader aria-label="Loading the template" />;
  return (
    <Stack gap="xs">
      <Text c="dimmed" size="sm">
        {type.Description}
      </Text>
      {/* A first save gives the template an Id: the form starts again on the saved one. */}
      <TemplateEditor key={template.data.Id} type={type} template={template.data} />
    </Stack>
  );
}

function TemplateEditor({ type, template }: { type: MessageTemplateType; template: MessageTemplate }) {
  const isNew = template.Id === 0;
  const call = isNew ? CreateEmailTemplate : UpdateEmailTemplate;
  const definition = useMemo(() => withSchemaLimits(messageTemplateForm(type), call.body), [type, call]);
  const model = useAppFormModel(definition, { values: template });
  const create = useCreateEmailTemplate({ meta: { fieldLabels } });
  const update = useUpdateEmailTemplate({ meta: { fieldLabels } });
  const save = isNew ? create : update;
  const preview = usePreviewEmailTemplate({ meta: { fieldLabels } });
  const [previewed, setPreviewed] = useState<RenderedMessage | null>(null);
  const refresh = useRefreshAreas(['MessageTemplate']);

  const bodyOf = (values: FormValues) => ({
    EmailType: type.EmailType,
    Subject: String(values.Subject ?? ''),
    Template: String(values.Template ?? ''),
    ...(type.HasSMS ? { SMSMessage: String(values.SMSMessage ?? '') } : {}),
  });

  /** Runs a call with the form's wording; a refusal's messages show under their fields. */
  async function send<T>(run: () => Promise<T>) {
    model?.clearServerErrors();
    try {
      return await run();
    } catch (error) {
      if (error instanceof ApiError) model?.setServerErrors(error.fieldErrors);
      return undefined;
    }
  }

  const onSave = async (values: FormValues) => {
    const body = bodyOf(values);
    const saved = await send(() =>
      isNew
        ? save.mutateAsync({ body } as never)
        : save.mutateAsync({ body: { ...body, Id: template.Id } } as never),
    );
    if (saved === undefined) return;
    alertStore.success(`The ${type.Name} template has been ${isNew ? 'saved' : 'updated'}`);
    await refresh();
  };

  const onPreview = async () => {
    if (!model) return;
    const shown = await send(() => preview.mutateAsync({ body: bodyOf(model.getValues()) }));
    if (shown) setPreviewed(shown as RenderedMessage);
  };

  return (
    <>
      <AppEForm model={model} onSubmit={onSave}>
        <Group justify="space-between" align="flex-end">
          <Button
            variant="default"
            leftSection={<IconEye size={16} />}
            onClick={onPreview}
            loading={preview.isPending}
          >
            Preview
          </Button>
          <SaveBar id={template.Id} status={save.isPending ? 'saving' : 'idle'} />
        </Group>
      </AppEForm>
      {previewed && <PreviewCard message={previewed} hasSms={type.HasSMS} />}
    </>
  );
}

/** The message as a person would receive it, with sample values. */
function PreviewCard({ message, hasSms }: { message: RenderedMessage; hasSms: boolean }) {
  return (
    // A long link (the set-password address) wraps rather than run past the card on a phone.
    <Card withBorder aria-label="Preview" style={{ overflowWrap: 'anywhere' }}>
      <Title order={3} size="h5">
        {message.Subject}
      </Title>
      <SafeHtml html={message.Template} mt="sm" />
      {hasSms && (
        <Text mt="sm" size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {message.SMSMessage}
        </Text>
      )}
    </Card>
  );
}
