import pg from 'pg'

/** Whether the PostgreSQL server at `connectionString` takes a connection within 3 s: the benches skip its rows when not. */
export async function postgresAnswers(connectionString: string): Promise<boolean> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.end()
    return true
  } catch {
    return false
  }
}
