// checkResponse holds an answer against the route table: exactly the declared shape, nothing more.
import { describe, expect, it } from 'vitest';
import { checkResponse, ContractViolation, routeOf } from './check-response.ts';

const legacy = { id: 7 };

describe('checkResponse', () => {
  it('passes an answer that is exactly what the route declares for its status', () => {
    expect(() => checkResponse('GET', '/spots/legacy/:oldId', 200, legacy)).not.toThrow();
    const gone = { statusCode: 404, error: 'Not Found', code: 'not_found', message: 'gone' };
    expect(() => checkResponse('GET', '/spots/legacy/:oldId', 404, gone)).not.toThrow();
    expect(() => checkResponse('DELETE', '/comments/:id', 204, null)).not.toThrow();
  });

  it('refuses a wrong type, a missing field and an undeclared field', () => {
    expect(() => checkResponse('GET', '/spots/legacy/:oldId', 200, { id: '7' })).toThrow(ContractViolation);
    expect(() => checkResponse('GET', '/spots/legacy/:oldId', 200, {})).toThrow(/id/);
    expect(() => checkResponse('GET', '/spots/legacy/:oldId', 200, { id: 7, extra: true })).toThrow(/fields the contract does not declare/);
    // Every error answer carries a code.
    expect(() => checkResponse('GET', '/spots/legacy/:oldId', 404, { statusCode: 404, error: 'Not Found', message: 'gone' })).toThrow(/code/);
  });

  it('refuses a route the contract does not have and a success status it does not declare', () => {
    expect(() => checkResponse('GET', '/spots/:id/secrets', 200, {})).toThrow(/not a route of the contract/);
    expect(() => checkResponse('GET', '/spots/legacy/:oldId', 201, legacy)).toThrow(/does not declare/);
  });

  it('lets an undeclared error status through (a 429 or 500 may come from anywhere)', () => {
    expect(() => checkResponse('GET', '/spots/legacy/:oldId', 500, { statusCode: 500 })).not.toThrow();
  });
});

describe('routeOf', () => {
  it('finds the template of a concrete path, literal segments first', () => {
    expect(routeOf('GET', '/spots/12')).toBe('/spots/:id');
    expect(routeOf('GET', '/spots/nearby')).toBe('/spots/nearby');
    expect(routeOf('POST', '/spots/12/comments')).toBe('/spots/:id/comments');
    expect(routeOf('GET', '/users/me')).toBe('/users/me');
    expect(routeOf('GET', '/users/anna')).toBe('/users/:nameOrOldId');
  });

  it('knows no path outside the contract', () => {
    expect(routeOf('GET', '/spots/12/secrets')).toBeNull();
    expect(routeOf('PUT', '/spots/12')).toBeNull();
    expect(routeOf('GET', '/spots/')).toBeNull();
  });
});
