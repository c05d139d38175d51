// @idx/admin-editor: the admin app's widgets. Each takes its data and callbacks as props (the host
// app wires them to the API), so stories and other hosts use them without a server.
export { CODE_EDITOR_LINE_HEIGHT, CodeEditor } from './code-editor/CodeEditor.js'
export type { CodeEditorLanguage, CodeEditorProps } from './code-editor/CodeEditor.js'
