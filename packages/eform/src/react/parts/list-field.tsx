import { ActionIcon, Button, Group, List, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { inputProps } from './input-props.tsx';
import { ReadOnlyField, ReadOnlyText } from './read-only.tsx';
import type { FieldRendererProps } from './renderer-types.ts';
import { SafeLink } from './safe-link.tsx';
import { listOf } from './values.ts';

/**
 * spec 000 §2.4 lists of text, URL or e-mail items (27-29): type an item, add it with Enter or the Add
 * button (empty input and repeats are ignored, spec 000 §5), remove any item.
 */
export function ListFieldEdit(props: FieldRendererProps & { type: 'text' | 'url' | 'email' }) {
  const { model, field, type } = props;
  const [draft, setDraft] = useState('');
  const items = listOf(field.input);
  const name = field.field.FieldName;
  const add = () => {
    model.addToList(field.key, draft);
    setDraft('');
  };
  return (
    <div>
      <TextInput
        {...inputProps(props)}
        type={type}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          add();
        }}
        rightSectionWidth={70}
        rightSectionPointerEvents="all"
        rightSection={
          <Button
            size="compact-xs"
            variant="light"
            onClick={add}
            disabled={field.disabled}
            leftSection={<IconPlus size={12} aria-hidden />}
            aria-label={`Add to ${name}`}
          >
            Add
          </Button>
        }
      />
      {items.length > 0 && (
        <List aria-label={name} spacing={4} mt="xs" size="sm" listStyleType="none">
          {items.map((item, index) => (
            <List.Item key={item}>
              <Group gap={6} wrap="nowrap">
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${item} from ${name}`}
                  disabled={field.disabled}
                  onClick={() => model.removeFromList(field.key, index)}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
                <span style={{ overflowWrap: 'anywhere' }}>{item}</span>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}

export function ListFieldView(props: FieldRendererProps & { links?: boolean }) {
  const items = listOf(props.field.value);
  return (
    <ReadOnlyField props={props}>
      {items.length === 0 ? (
        <ReadOnlyText text="" />
      ) : (
        <List size="sm" spacing={2}>
          {items.map((item) => (
            <List.Item key={item}>{props.links ? <SafeLink url={item} /> : item}</List.Item>
          ))}
        </List>
      )}
    </ReadOnlyField>
  );
}
