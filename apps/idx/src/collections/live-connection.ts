// The live connection's code, loaded by LiveUpdates once someone is signed in.
export { connectRealtime } from '@idx/api-client/react'
