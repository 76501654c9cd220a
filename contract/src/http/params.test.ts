// Ids bounded by their column, dates by the range PostgreSQL and JavaScript agree on.
import { describe, expect, it } from 'vitest';
import { BIGINT_ID_MAX, calendarDate, dateParam, idListParam, idNumber, idParam, INT4_MAX } from './params.ts';

describe('idParam', () => {
  it('int4 ids end at 2147483647', () => {
    const id = idParam('regionId', 'int4');
    expect(id.parse('2147483647')).toBe(INT4_MAX);
    expect(id.safeParse('2147483648').error?.issues[0]?.message).toBe('regionId must be a positive integer of at most 2147483647');
  });

  it('bigint ids end where JavaScript numbers stop being exact', () => {
    const id = idParam('id', 'bigint');
    expect(id.parse('9007199254740991')).toBe(BIGINT_ID_MAX);
    expect(id.safeParse('9007199254740992').success).toBe(false);
    expect(id.safeParse('99999999999999999').success).toBe(false);
  });

  it.each(['0', '-1', '01', '1.5', '1e3', ' 1', ''])('%j is not an id', (raw) => {
    expect(idParam('id', 'bigint').safeParse(raw).success).toBe(false);
  });
});

describe('idNumber and idListParam', () => {
  it('body ids: int4 and bigint bounds', () => {
    expect(idNumber('bad', 'int4').safeParse(2147483648).success).toBe(false);
    expect(idNumber('bad', 'int4').parse(2147483647)).toBe(2147483647);
    expect(idNumber('bad', 'bigint').parse(2147483648)).toBe(2147483648);
    expect(idNumber('bad', 'bigint').safeParse(2 ** 60).success).toBe(false);
    expect(idNumber('bad', 'int4').safeParse(1.5).success).toBe(false);
  });

  it('query id lists: int4', () => {
    expect(idListParam('categoryIds', 5).parse('1,2147483647')).toEqual([1, 2147483647]);
    expect(idListParam('categoryIds', 5).safeParse('1,2147483648').success).toBe(false);
  });
});

describe('dates from 1900-01-01 to 2199-12-31', () => {
  it('calendarDate', () => {
    const day = calendarDate('plannedFor');
    for (const ok of ['1900-01-01', '2024-02-29', '2199-12-31']) expect(day.parse(ok)).toBe(ok);
    for (const bad of ['0000-01-01', '1899-12-31', '2200-01-01', '2023-02-29', '2024-1-1', '+002024-01-01']) {
      expect(day.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('dateParam: bare dates and date-times, the range in UTC', () => {
    expect(dateParam('begin', 'start').parse('1900-01-01').toISOString()).toBe('1900-01-01T00:00:00.000Z');
    expect(dateParam('end', 'end').parse('2199-12-31').toISOString()).toBe('2199-12-31T23:59:59.999Z');
    for (const bad of ['0000-01-01', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59+14:00', '2199-12-31T23:00:00-05:00']) {
      expect(dateParam('begin', 'start').safeParse(bad).success, bad).toBe(false);
    }
  });
});
