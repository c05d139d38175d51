// @idx/admin-editor: the admin app's widgets. Each takes its data and callbacks as props (the host
// app wires them to the API), so stories and other hosts use them without a server.
export {}
