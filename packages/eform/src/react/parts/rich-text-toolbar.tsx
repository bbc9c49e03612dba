import { Button, rem, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { RichTextEditor, type RichTextEditorLabels, useRichTextEditorContext } from '@mantine/tiptap';
import {
  IconBold,
  IconExternalLink,
  IconH2,
  IconH3,
  IconItalic,
  IconLink,
  IconList,
  IconListNumbers,
  IconStrikethrough,
  IconUnderline,
  IconUnlink,
} from '@tabler/icons-react';
import { type ChainedCommands, type Editor, useEditorState } from '@tiptap/react';
import { type KeyboardEvent, type ReactElement, type ReactNode, useId, useRef, useState } from 'react';
import { AnchoredPopover } from './anchored-popover.tsx';
import { keepFocusOnPress } from './keep-focus.ts';
import { staticIcon } from './static-icon.ts';

/**
 * The rich-text field's toolbar: Mantine's RichTextEditor toolbar, groups and controls drawn with plain
 * elements and Mantine's class names (see plain-input.tsx), each control following the editor as Mantine's
 * does (pressed while its mark or block is active, disabled until the editor exists) and running the same
 * command on the editor. Ten rich-text areas draw a hundred controls, and each Mantine control is four
 * components deep. The link control's address editor is Mantine's own, mounted only while it is open. Icons are
 * Tabler's, which Mantine's are copies of. plain-markup.test.tsx holds the controls to Mantine's markup.
 */
type Command = {
  label: keyof RichTextEditorLabels;
  icon: ReactElement;
  /** The mark or block (and its attributes) the control shows as pressed. */
  active?: [name: string, attributes?: Record<string, unknown>];
  run: (chain: ChainedCommands) => ChainedCommands;
};

const classes = RichTextEditor.classes;
const controlClasses = `mantine-focus-auto ${classes.control} mantine-RichTextEditor-control ${UnstyledButton.classes.root} mantine-UnstyledButton-root`;
const iconClasses = `${classes.controlIcon} mantine-RichTextEditor-controlIcon`;

/** A control's icon as Mantine draws it (Tabler's, at a stroke of 1.5). */
const controlIcon = (icon: Parameters<typeof staticIcon>[0]) =>
  staticIcon(icon, { className: iconClasses, stroke: 1.5 });

const formatting: Command[] = [
  { label: 'boldControlLabel', icon: controlIcon(IconBold), active: ['bold'], run: (c) => c.toggleBold() },
  {
    label: 'italicControlLabel',
    icon: controlIcon(IconItalic),
    active: ['italic'],
    run: (c) => c.toggleItalic(),
  },
  {
    label: 'underlineControlLabel',
    icon: controlIcon(IconUnderline),
    active: ['underline'],
    run: (c) => c.toggleUnderline(),
  },
  {
    label: 'strikeControlLabel',
    icon: controlIcon(IconStrikethrough),
    active: ['strike'],
    run: (c) => c.toggleStrike(),
  },
];

const blocks: Command[] = [
  {
    label: 'h2ControlLabel',
    icon: controlIcon(IconH2),
    active: ['heading', { level: 2 }],
    run: (c) => c.toggleHeading({ level: 2 }),
  },
  {
    label: 'h3ControlLabel',
    icon: controlIcon(IconH3),
    active: ['heading', { level: 3 }],
    run: (c) => c.toggleHeading({ level: 3 }),
  },
  {
    label: 'bulletListControlLabel',
    icon: controlIcon(IconList),
    active: ['bulletList'],
    run: (c) => c.toggleBulletList(),
  },
  {
    label: 'orderedListControlLabel',
    icon: controlIcon(IconListNumbers),
    active: ['orderedList'],
    run: (c) => c.toggleOrderedList(),
  },
];

const unlink: Command = {
  label: 'unlinkControlLabel',
  icon: controlIcon(IconUnlink),
  run: (c) => c.unsetLink(),
};

/** What every control's button carries: Mantine's classes and state attributes, named by its label. */
const controlButton = (label: string, active: boolean, disabled: boolean) => ({
  className: controlClasses,
  'data-variant': 'default',
  type: 'button' as const,
  'aria-label': label,
  title: label,
  disabled,
  'data-rich-text-editor-control': 'true',
  tabIndex: 0,
  'data-interactive': 'true',
  'data-disabled': disabled || undefined,
  'data-active': active || undefined,
  'aria-pressed': active || undefined,
  // The selection stays in the editor while the button is pressed.
  ...keepFocusOnPress,
});

function Control({ editor, command }: { editor: Editor | null; command: Command }) {
  const label = useRichTextEditorContext().labels[command.label] as string;
  const state = useEditorState({
    editor,
    selector: () => {
      const usable = editor && !editor.isDestroyed ? editor : null;
      return {
        active: !!usable && !!command.active && usable.isActive(...command.active),
        disabled: !usable,
      };
    },
  });
  const active = state?.active ?? false;
  const disabled = state?.disabled ?? true;
  return (
    <button
      {...controlButton(label, active, disabled)}
      onClick={() => {
        if (editor && !editor.isDestroyed) command.run(editor.chain().focus()).run();
      }}
    >
      {command.icon}
    </button>
  );
}

const linkIcon = controlIcon(IconLink);
const externalIcon = staticIcon(IconExternalLink, {
  style: { width: rem(14), height: rem(14) },
  stroke: 1.5,
});

/**
 * Mantine's link control: a button that opens an address editor under it (the link's address and whether it
 * opens in a new tab, saved by Save or Enter; an empty address removes the link), pressed while the cursor is
 * in a link. The editor is Mantine's (its popover, input, tooltip and button), mounted only while open.
 */
function LinkControl({ editor }: { editor: Editor | null }) {
  const { labels, getStyles } = useRichTextEditorContext();
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState('');
  const [external, setExternal] = useState<boolean | undefined>(undefined);
  const active =
    useEditorState({
      editor,
      selector: () => !!editor && !editor.isDestroyed && editor.isActive('link'),
    }) ?? false;
  const open = () => {
    setOpened(true);
    const href = editor?.getAttributes('link').href as string | undefined;
    setUrl(href || '');
    setExternal(href ? editor?.getAttributes('link').target === '_blank' : undefined);
  };
  const close = () => {
    setOpened(false);
    setUrl('');
    setExternal(undefined);
  };
  const save = () => {
    close();
    const chain = editor?.chain().focus().extendMarkRange('link');
    if (url === '') chain?.unsetLink().run();
    else chain?.setLink({ href: url, target: external ? '_blank' : null }).run();
  };
  return (
    <>
      <button
        ref={button}
        {...controlButton(labels.linkControlLabel, active, false)}
        aria-haspopup="dialog"
        aria-expanded={opened}
        aria-controls={opened ? `${id}-dropdown` : undefined}
        id={id}
        onClick={open}
      >
        {linkIcon}
      </button>
      <AnchoredPopover
        opened={opened}
        target={button}
        trapFocus
        shadow="md"
        withinPortal
        offset={-44}
        zIndex={10000}
        onChange={(stillOpen) => stillOpen || close()}
        dropdownProps={{
          ...getStyles('linkEditorDropdown'),
          id: `${id}-dropdown`,
          'aria-labelledby': id,
        }}
      >
        <div {...getStyles('linkEditor')}>
          <TextInput
            placeholder={labels.linkEditorInputPlaceholder}
            aria-label={labels.linkEditorInputLabel}
            type="url"
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            classNames={{ input: getStyles('linkEditorInput').className }}
            onKeyDown={(event: KeyboardEvent) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              save();
            }}
            rightSection={
              <Tooltip
                label={external ? labels.linkEditorExternalLink : labels.linkEditorInternalLink}
                events={{ hover: true, focus: true, touch: true }}
                withinPortal
                withArrow
                zIndex={10000}
              >
                {/* Named and marked pressed, which Mantine's is not: a screen reader hears what it does. */}
                <UnstyledButton
                  aria-label={labels.linkEditorExternalLink}
                  aria-pressed={!!external}
                  onClick={() => setExternal((now) => !now)}
                  data-active={external || undefined}
                  {...getStyles('linkEditorExternalControl')}
                >
                  {externalIcon}
                </UnstyledButton>
              </Tooltip>
            }
          />
          <Button variant="default" onClick={save} {...getStyles('linkEditorSave')}>
            {labels.linkEditorSave}
          </Button>
        </div>
      </AnchoredPopover>
    </>
  );
}

function ControlsGroup({ children }: { children: ReactNode }) {
  return (
    <div className={`${classes.controlsGroup} mantine-RichTextEditor-controlsGroup`} data-variant="default">
      {children}
    </div>
  );
}

const controlsOf = (editor: Editor | null, commands: Command[]) =>
  commands.map((command) => <Control key={command.label} editor={editor} command={command} />);

/** Bold, italic, underline, strike; headings and lists; link and unlink. Inside Mantine's RichTextEditor. */
export function RichTextToolbar({ editor }: { editor: Editor | null }) {
  return (
    <div className={`${classes.toolbar} mantine-RichTextEditor-toolbar`} data-variant="default">
      <ControlsGroup>{controlsOf(editor, formatting)}</ControlsGroup>
      <ControlsGroup>{controlsOf(editor, blocks)}</ControlsGroup>
      <ControlsGroup>
        <LinkControl editor={editor} />
        <Control editor={editor} command={unlink} />
      </ControlsGroup>
    </div>
  );
}
