/**
 * What a failed start prints: what is wrong and what to do, in words an operator can act on, for the
 * failures seen in practice. Anything else prints its own message (config errors already name the
 * variable; the embedded PostgreSQL's say what PostgreSQL said).
 */
export function describeStartFailure(error: unknown, where: { port: number; databaseUrl?: string }): string {
  const err = error as NodeJS.ErrnoException & { syscall?: string };
  const message = error instanceof Error ? error.message : String(error);
  const database = where.databaseUrl ? safeHost(where.databaseUrl) : undefined;
  if (err.code === 'EADDRINUSE')
    return `Port ${where.port} is already in use (another Torget server?). Stop what uses it, or set PORT to a free port.`;
  if (err.code === 'EACCES' && err.syscall === 'listen')
    return `Not allowed to listen on port ${where.port}. Use a port above 1023 (PORT), or run with the right to bind it.`;
  if (database && /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT/.test(`${err.code} ${message}`))
    return `Cannot reach PostgreSQL at ${database} (DATABASE_URL): ${message}\nIs the database running and DATABASE_URL right? Without DATABASE_URL, Torget runs its own PostgreSQL under DATA_DIR.`;
  if (
    database &&
    /password authentication failed|role .* does not exist|database .* does not exist/.test(message)
  )
    return `PostgreSQL at ${database} refused the connection: ${message}\nCheck the user, password and database name in DATABASE_URL.`;
  return message;
}

/** host:port/database of a connection URL, without the password. */
function safeHost(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}
