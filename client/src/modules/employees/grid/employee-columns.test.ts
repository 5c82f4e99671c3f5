import { describe, expect, it } from 'vitest';
import { emailValidator, hireDateValidator, hourlyRateValidator, nameValidator, roleValidator } from './employee-columns';

const check = (validator: (value: unknown, callback: (valid: boolean) => void) => void, value: unknown) => {
  let result: boolean | undefined;
  validator(value, (valid) => (result = valid));
  return result;
};

describe('roster grid validators', () => {
  it.each([
    [nameValidator, 'Lopez, Ana', true],
    [nameValidator, 'Ana Lopez', true],
    [nameValidator, 'Lopez', false],
    [nameValidator, '', false],
    [roleValidator, 'Front Desk', true],
    [roleValidator, 'maintenance', true],
    [roleValidator, 'Chef', false],
    [emailValidator, '', true],
    [emailValidator, 'ana@harbor.test', true],
    [emailValidator, 'ana@', false],
    [hireDateValidator, '', true],
    [hireDateValidator, '2024-02-29', true],
    [hireDateValidator, '2025-02-29', false],
    [hourlyRateValidator, '$18.50', true],
    [hourlyRateValidator, '', true],
    [hourlyRateValidator, '18.505', false],
    [hourlyRateValidator, '-1', false],
  ])('%#: %j is valid: %j', (validator, value, valid) => {
    expect(check(validator, value)).toBe(valid);
  });
});
