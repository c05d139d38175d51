/**
 * What an operator command refuses, with a message naming the problem. `usage`: the input itself is
 * wrong (a missing option, a malformed URL), the command's exit code 2; `failure`: the input is
 * well formed but the database says no (no such site, an e-mail already taken), exit code 1.
 * Thrown before anything is written, or from inside the transaction, which then rolls back.
 *
 * @example
 * throw new OperatorError('usage', '--lat must be a latitude between -90 and 90, got "91"')
 */
export class OperatorError extends Error {
  constructor(
    readonly kind: 'usage' | 'failure',
    message: string,
  ) {
    super(message)
    this.name = 'OperatorError'
  }
}

/** Throws the usage error for `option` unless `problem` is null. */
export function refuseOption(option: string, problem: string | null): void {
  if (problem !== null) throw new OperatorError('usage', `${option} ${problem}`)
}
