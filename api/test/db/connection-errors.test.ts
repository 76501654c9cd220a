// Which errors mean "the database is out of reach" (503, try again) and which stay a 500. The
// errors are pg's own classes and messages; the PostgreSQL-only tests in connection-loss.test.ts
// and test/scale-out/database-restart.test.ts meet them for real.
import { createServer, type AddressInfo } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/db/connection-errors.ts';
import { HttpError } from '../../src/http/errors.ts';

/** An error as PostgreSQL reports it (pg's DatabaseError with the SQLSTATE in `code`). */
function serverError(code: string, message = 'from the server'): Error {
  return Object.assign(new pg.DatabaseError(message, 0, 'error'), { code });
}

const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: 'connect' });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection because of crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['53300', 'sorry, too many clients already'],
    ['08006', 'connection failure'],
  ])('a server error %s (%s) is', (code, message) => {
    expect(isDatabaseUnavailable(serverError(code, message))).toBe(true);
  });

  it.each(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH'])('a socket error %s is', (code) => {
    expect(isDatabaseUnavailable(socketError(code))).toBe(true);
  });

  it("pg's own connection errors are, and so is one inside an AggregateError", () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')], ''))).toBe(true);
  });

  it('a failed fetch is not, though its cause has the same socket code', async () => {
    const server = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const failed = await fetch(`http://127.0.0.1:${port}/`).catch((error: unknown) => error);
    expect((failed as Error & { cause?: { code?: string } }).cause?.code).toBe('ECONNREFUSED');
    expect(isDatabaseUnavailable(failed)).toBe(false);
  });

  it('errors of the request or of our code are not', () => {
    expect(isDatabaseUnavailable(serverError('23505', 'duplicate key value'))).toBe(false);
    expect(isDatabaseUnavailable(serverError('42P01', 'relation does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(serverError('40001', 'could not serialize access'))).toBe(false);
    expect(isDatabaseUnavailable(serverError('08P01', 'protocol violation'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('connection string postgres://secret@db/internal refused'))).toBe(false);
    expect(isDatabaseUnavailable(new HttpError(409, 'taken', { code: 'email_taken' }))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
