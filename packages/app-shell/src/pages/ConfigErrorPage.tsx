/** A host app's page when its config meta tag cannot be used: says why, and nothing else runs. */
export function ConfigErrorPage({ message }: { message: string }) {
  return (
    <main className="message-page">
      <h1>This site is not set up yet</h1>
      <p role="alert" data-testid="config-status">
        {message}
      </p>
    </main>
  )
}
