import { ConnectionException, DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DomainError } from '@core/errors';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET', 'read ECONNRESET')],
    ['pg_terminate_backend or a restart (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['a server starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', withCode('08006')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a dead client in a transaction', new Error('Client has encountered a connection error and is not queryable')],
    ['no connection from the pool in time', new Error('timeout exceeded when trying to connect')],
    ['a connect attempt on every address', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '')],
    ['MikroORM wrapping the driver error', new DriverException(withCode('57P01'))],
    ['MikroORM connection exception', new ConnectionException(new Error('no connection'))],
    ['as the cause of another error', new Error('query failed', { cause: withCode('ECONNREFUSED') })],
    ['as GraphQL wraps it', new GraphQLError('Context creation failed', { originalError: withCode('57P01') })],
  ])('%s is a 503', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a domain error', new DomainError('CONFLICT', 'taken')],
    ['a constraint violation', new UniqueConstraintViolationException(withCode('23505', 'duplicate key'))],
    ['a syntax error', withCode('42601', 'syntax error')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'Connection terminated'],
    ['nothing', null],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
