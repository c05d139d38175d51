// Redeeming a magic link's credentials: loaded only when a page arrives with `magic_auth`.
export { signInWithMagicLink } from '@idx/app-shell'
