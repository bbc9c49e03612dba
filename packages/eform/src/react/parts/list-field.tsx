import { List } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { PlainActionIcon, PlainButton } from './plain-button.tsx';
import { PlainList } from './plain-display.tsx';
import { PlainField } from './plain-field.tsx';
import { ReadOnlyField, ReadOnlyText } from './read-only.tsx';
import type { FieldRendererProps } from './renderer-types.ts';
import { Row } from './row.tsx';
import { SafeLink } from './safe-link.tsx';
import { staticIcon } from './static-icon.ts';
import { listOf } from './values.ts';

const plusIcon = staticIcon(IconPlus, { size: 12, 'aria-hidden': true });
const removeIcon = staticIcon(IconX, { size: 14, 'aria-hidden': true });

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
      <PlainField
        props={props}
        sections={{
          rightSectionWidth: 70,
          rightSectionPointerEvents: 'all',
          rightSection: (
            <PlainButton
              size="compact-xs"
              variant="light"
              onClick={add}
              disabled={field.disabled}
              leftSection={plusIcon}
              aria-label={`Add to ${name}`}
            >
              Add
            </PlainButton>
          ),
        }}
        control={(control) => (
          <input
            {...control}
            type={type}
            placeholder={field.placeholder}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              add();
            }}
          />
        )}
      />
      {items.length > 0 && (
        <PlainList
          label={name}
          gap={4}
          marginTop="xs"
          items={items.map((item, index) => ({
            key: item,
            content: (
              <Row gap={6} wrap={false}>
                <PlainActionIcon
                  size="sm"
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${item} from ${name}`}
                  disabled={field.disabled}
                  onClick={() => model.removeFromList(field.key, index)}
                >
                  {removeIcon}
                </PlainActionIcon>
                <span style={{ overflowWrap: 'anywhere' }}>{item}</span>
              </Row>
            ),
          }))}
        />
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
