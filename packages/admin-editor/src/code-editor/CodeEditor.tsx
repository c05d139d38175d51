import { closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete'
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands'
import { css } from '@codemirror/lang-css'
import { json, jsonParseLinter } from '@codemirror/lang-json'
import {
  bracketMatching,
  defaultHighlightStyle,
  foldGutter,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language'
import { lintGutter, linter } from '@codemirror/lint'
import { Compartment, EditorState, type Extension } from '@codemirror/state'
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view'
import { jsonSchema as jsonSchemaSupport } from 'codemirror-json-schema'
import { useEffect, useRef } from 'react'

/** The language a CodeEditor edits. */
export type CodeEditorLanguage = 'json' | 'css'

export interface CodeEditorProps {
  /** The text; when it changes from outside (a rollback, a loaded version), the editor shows it. */
  readonly value: string
  /** Called with the whole text after every edit. */
  readonly onChange: (text: string) => void
  readonly language: CodeEditorLanguage
  /** For JSON: the JSON Schema the text must follow (completion, hover and linting). */
  readonly jsonSchema?: Record<string, unknown>
  /** The editor's height in lines of text (the spec's 60 on tall screens, 35 otherwise). */
  readonly lines: number
  /** The editor's accessible name. */
  readonly label: string
  readonly readOnly?: boolean
}

/** The line height the editor's height is measured in, in px. */
export const CODE_EDITOR_LINE_HEIGHT = 19.5

/**
 * A CodeMirror 6 editor for JSON or CSS: line numbers, folding, bracket matching, history and,
 * with `jsonSchema`, completion, hover documentation and linting from that schema
 * (codemirror-json-schema). The view is created once; later props are applied through
 * compartments, so typing never recreates it.
 *
 * @example
 * <CodeEditor language="json" value={text} onChange={setText} lines={35} label="Filter schema" />
 */
export function CodeEditor({ value, onChange, language, jsonSchema, lines, label, readOnly = false }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null)
  const view = useRef<EditorView | null>(null)
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  const languageCompartment = useRef(new Compartment())
  const readOnlyCompartment = useRef(new Compartment())

  useEffect(() => {
    const parent = host.current
    if (!parent) return
    const created = new EditorView({
      parent,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          foldGutter(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          highlightActiveLine(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...completionKeymap, indentWithTab]),
          languageCompartment.current.of(languageExtensions(language, jsonSchema)),
          readOnlyCompartment.current.of(EditorState.readOnly.of(readOnly)),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString())
          }),
        ],
      }),
    })
    view.current = created
    return () => {
      created.destroy()
      view.current = null
    }
    // The view is created once per mount; the effects below apply later props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    const current = view.current
    if (!current || current.state.doc.toString() === value) return
    current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } })
  }, [value])

  useEffect(() => {
    view.current?.dispatch({
      effects: languageCompartment.current.reconfigure(languageExtensions(language, jsonSchema)),
    })
  }, [language, jsonSchema])

  useEffect(() => {
    view.current?.dispatch({ effects: readOnlyCompartment.current.reconfigure(EditorState.readOnly.of(readOnly)) })
  }, [readOnly])

  return (
    <div
      ref={host}
      className="idx-code-editor"
      data-language={language}
      style={{ height: `${Math.round(lines * CODE_EDITOR_LINE_HEIGHT)}px` }}
    />
  )
}

function languageExtensions(language: CodeEditorLanguage, schema: Record<string, unknown> | undefined): Extension {
  if (language === 'css') return css()
  if (!schema) return [json(), linter(jsonParseLinter()), lintGutter()]
  // json(), its parse and schema linting, completion, hover and the schema in the state.
  return [...jsonSchemaSupport(schema as Parameters<typeof jsonSchemaSupport>[0]), lintGutter()]
}
