import '@mantine/tiptap/styles.css';
import { DEFAULT_LABELS, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { FieldFrame } from '../parts/field-frame.tsx';
import { Html, sanitizeHtml } from '../parts/html.tsx';
import { wrapperAria } from '../parts/input-props.tsx';
import { ReadOnlyField, ReadOnlyText } from '../parts/read-only.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { textOf } from '../parts/values.ts';

/** The editor's content as the answer: sanitised HTML, or '' for an empty editor (so Required sees it empty). */
const answerOf = (editor: { isEmpty: boolean; getHTML(): string }) =>
  editor.isEmpty ? '' : sanitizeHtml(editor.getHTML());

/**
 * The link editor's new-tab toggle is an icon button without a name (its tooltip says what it does): named
 * through Mantine's attributes prop, so a screen reader announces it too.
 */
const linkEditorAttributes = {
  linkEditorExternalControl: { 'aria-label': DEFAULT_LABELS.linkEditorExternalLink },
};

/** The content area's ARIA: named by the field's label, described by its error and help. */
const contentAttributes = (props: FieldRendererProps): Record<string, string> => {
  const aria = wrapperAria(props);
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': aria['aria-labelledby'],
    ...(aria['aria-describedby'] ? { 'aria-describedby': aria['aria-describedby'] } : {}),
    ...(aria['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
    ...(props.field.required ? { 'aria-required': 'true' } : {}),
  };
};

/**
 * spec 000 §2.4 EditableTextArea (10): Mantine's Tiptap editor (bold, italic, underline, strike, headings,
 * lists, links); each change is answered as HTML sanitised with DOMPurify.
 */
function EditableTextAreaEdit(props: FieldRendererProps) {
  const { model, field } = props;
  const key = field.key;
  const attributes = contentAttributes(props);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } }),
    ],
    content: textOf(field.input),
    editable: !field.disabled,
    editorProps: { attributes },
    onUpdate: ({ editor: changed }) => model.answer(key, answerOf(changed)),
    // ProseMirror's view costs milliseconds to build: made right after the form is on the page, so a form
    // with many rich-text areas opens as fast as one without (the toolbar and box are there at once).
    immediatelyRender: false,
  });

  // The editor was made with the first props: keep its ARIA, editability and content in step with the model.
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) } });
  }, [editor, attributesKey]);
  // Without emitting an update: it is no answer, and would show a required field as unanswered at once.
  useEffect(() => editor?.setEditable(!field.disabled, false), [editor, field.disabled]);
  const input = textOf(field.input);
  const lastInput = useRef(input);
  useEffect(() => {
    if (!editor || input === lastInput.current) return;
    lastInput.current = input;
    // A value loaded from outside (setValues), not one typed here.
    if (input !== answerOf(editor)) editor.commands.setContent(input, { emitUpdate: false });
  }, [editor, input]);

  return (
    <FieldFrame props={props}>
      <RichTextEditor editor={editor} mt={4} attributes={linkEditorAttributes}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={120} />
      </RichTextEditor>
    </FieldFrame>
  );
}

function EditableTextAreaView(props: FieldRendererProps) {
  const html = textOf(props.field.value);
  return (
    <ReadOnlyField props={props}>{html ? <Html html={html} /> : <ReadOnlyText text="" />}</ReadOnlyField>
  );
}

export const editableTextAreaRenderer: FieldRenderer = {
  Edit: EditableTextAreaEdit,
  View: EditableTextAreaView,
};
