import { UnstyledButton } from '@mantine/core';
import { RichTextEditor, type RichTextEditorLabels, useRichTextEditorContext } from '@mantine/tiptap';
import {
  type Icon,
  IconBold,
  IconH2,
  IconH3,
  IconItalic,
  IconList,
  IconListNumbers,
  IconStrikethrough,
  IconUnderline,
  IconUnlink,
} from '@tabler/icons-react';
import { type ChainedCommands, type Editor, useEditorState } from '@tiptap/react';
import type { ReactNode } from 'react';

/**
 * The rich-text field's toolbar: Mantine's RichTextEditor toolbar, groups and controls drawn with plain
 * elements and Mantine's class names (see plain-input.tsx), each control following the editor as Mantine's
 * does (pressed while its mark or block is active, disabled until the editor exists) and running the same
 * command on the editor. Ten rich-text areas draw a hundred controls, and each Mantine control is four
 * components deep. The link control, with its address popover, stays Mantine's. Icons are Tabler's, which
 * Mantine's are copies of. plain-markup.test.tsx holds the controls to Mantine's markup.
 */
type Command = {
  label: keyof RichTextEditorLabels;
  icon: Icon;
  /** The mark or block (and its attributes) the control shows as pressed. */
  active?: [name: string, attributes?: Record<string, unknown>];
  run: (chain: ChainedCommands) => ChainedCommands;
};

const formatting: Command[] = [
  { label: 'boldControlLabel', icon: IconBold, active: ['bold'], run: (c) => c.toggleBold() },
  { label: 'italicControlLabel', icon: IconItalic, active: ['italic'], run: (c) => c.toggleItalic() },
  {
    label: 'underlineControlLabel',
    icon: IconUnderline,
    active: ['underline'],
    run: (c) => c.toggleUnderline(),
  },
  { label: 'strikeControlLabel', icon: IconStrikethrough, active: ['strike'], run: (c) => c.toggleStrike() },
];

const blocks: Command[] = [
  {
    label: 'h2ControlLabel',
    icon: IconH2,
    active: ['heading', { level: 2 }],
    run: (c) => c.toggleHeading({ level: 2 }),
  },
  {
    label: 'h3ControlLabel',
    icon: IconH3,
    active: ['heading', { level: 3 }],
    run: (c) => c.toggleHeading({ level: 3 }),
  },
  {
    label: 'bulletListControlLabel',
    icon: IconList,
    active: ['bulletList'],
    run: (c) => c.toggleBulletList(),
  },
  {
    label: 'orderedListControlLabel',
    icon: IconListNumbers,
    active: ['orderedList'],
    run: (c) => c.toggleOrderedList(),
  },
];

const unlink: Command = { label: 'unlinkControlLabel', icon: IconUnlink, run: (c) => c.unsetLink() };

const classes = RichTextEditor.classes;
const controlClasses = `mantine-focus-auto ${classes.control} mantine-RichTextEditor-control ${UnstyledButton.classes.root} mantine-UnstyledButton-root`;
const iconClasses = `${classes.controlIcon} mantine-RichTextEditor-controlIcon`;

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
  const Icon = command.icon;
  return (
    <button
      className={controlClasses}
      data-variant="default"
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      data-rich-text-editor-control="true"
      tabIndex={0}
      data-interactive="true"
      data-disabled={disabled || undefined}
      data-active={active || undefined}
      aria-pressed={active || undefined}
      // Keep the selection in the editor while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        if (editor && !editor.isDestroyed) command.run(editor.chain().focus()).run();
      }}
    >
      <Icon className={iconClasses} stroke={1.5} />
    </button>
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
        <RichTextEditor.Link />
        <Control editor={editor} command={unlink} />
      </ControlsGroup>
    </div>
  );
}
