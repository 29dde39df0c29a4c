import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import ToggleButton from '@cloudscape-design/components/toggle-button';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { emailStrings as s } from './strings.ts';

/*
 * The composer's rich-text body (brief E8: bold, italic, underline, lists, links, headings; no images). Tiptap is the
 * screen's heaviest dependency, so this module is only loaded with React.lazy (body-field.tsx). What it produces is
 * sanitised again on the server; the editor only keeps the user within the same allow-list.
 */

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  ariaLabel: string;
  invalid?: boolean;
}

/** Only what the server keeps (functions/domain/mail/sanitize-body.ts): no code, rules or images. */
const EXTENSIONS = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    heading: { levels: [1, 2, 3] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto', 'tel'],
      isAllowedUri: (url) => /^(https?:|mailto:|tel:)/i.test(url),
    },
  }),
];

const EMPTY = '<p></p>';

/** Default export: what React.lazy loads. */
export default function RichTextEditor({ value, onChange, ariaLabel, invalid }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value || EMPTY,
    editorProps: {
      attributes: {
        'aria-label': ariaLabel,
        'aria-multiline': 'true',
        role: 'textbox',
        'data-testid': 'email-body-editor',
        style: `min-height: 220px; padding: 8px 12px; outline: none; border: 2px solid ${invalid ? '#d91515' : '#8c8c94'}; border-radius: 8px;`,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  // The form clears the body after a send: the editor follows a value it did not produce.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value || EMPTY, { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
      h1: e?.isActive('heading', { level: 1 }) ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
    }),
  });
  if (!editor || !active) return null;
  const chain = () => editor.chain().focus();

  const toggleLink = () => {
    if (active.link) {
      chain().unsetLink().run();
      return;
    }
    const href = window.prompt(s.toolbar.linkPrompt)?.trim();
    if (href) chain().extendMarkRange('link').setLink({ href }).run();
  };

  return (
    <SpaceBetween size="xs">
      <div role="toolbar" aria-label={s.toolbar.label}>
        <SpaceBetween size="xxs" direction="horizontal">
          <ToggleButton pressed={active.bold} ariaLabel={s.toolbar.bold} onChange={() => chain().toggleBold().run()}>
            <b>B</b>
          </ToggleButton>
          <ToggleButton
            pressed={active.italic}
            ariaLabel={s.toolbar.italic}
            onChange={() => chain().toggleItalic().run()}
          >
            <i>I</i>
          </ToggleButton>
          <ToggleButton
            pressed={active.underline}
            ariaLabel={s.toolbar.underline}
            onChange={() => chain().toggleUnderline().run()}
          >
            <u>U</u>
          </ToggleButton>
          {([1, 2, 3] as const).map((level) => (
            <ToggleButton
              key={level}
              pressed={active[`h${level}`]}
              ariaLabel={s.toolbar.heading(level)}
              onChange={() => chain().toggleHeading({ level }).run()}
            >
              {`H${level}`}
            </ToggleButton>
          ))}
          <ToggleButton
            pressed={active.bulletList}
            iconName="list-view"
            ariaLabel={s.toolbar.bulletList}
            onChange={() => chain().toggleBulletList().run()}
          />
          <ToggleButton
            pressed={active.orderedList}
            ariaLabel={s.toolbar.orderedList}
            onChange={() => chain().toggleOrderedList().run()}
          >
            1.
          </ToggleButton>
          <ToggleButton
            pressed={active.link}
            iconName="external"
            ariaLabel={active.link ? s.toolbar.unlink : s.toolbar.link}
            onChange={toggleLink}
          />
        </SpaceBetween>
      </div>
      <Box>
        <EditorContent editor={editor} />
      </Box>
    </SpaceBetween>
  );
}
