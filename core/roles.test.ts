import { describe, expect, it } from 'vitest';
import { DESK, EVERYONE, MANAGERS, OWNERS, mayManagePerson, roleAllows, roleRefusal } from './roles';

describe('roles', () => {
  it('admits each role to its groups only', () => {
    expect(roleAllows(OWNERS, 'Owner')).toBe(true);
    expect(roleAllows(OWNERS, 'Manager')).toBe(false);
    expect(roleAllows(MANAGERS, 'Manager')).toBe(true);
    expect(roleAllows(MANAGERS, 'Front Desk')).toBe(false);
    expect(roleAllows(DESK, 'Front Desk')).toBe(true);
    expect(roleAllows(DESK, 'Housekeeping')).toBe(false);
    expect(roleAllows(EVERYONE, 'Housekeeping')).toBe(true);
  });

  it('names the role in its refusal', () => {
    expect(roleRefusal('Front Desk')).toBe('Your role (Front Desk) does not allow this');
  });

  it('lets a Manager manage everyone but Owners, and make nobody an Owner', () => {
    expect(mayManagePerson('Manager', 'Front Desk', 'Manager')).toBe(true);
    expect(mayManagePerson('Manager', null, 'Housekeeping')).toBe(true);
    expect(mayManagePerson('Manager', 'Owner', 'Owner')).toBe(false);
    expect(mayManagePerson('Manager', 'Front Desk', 'Owner')).toBe(false);
    expect(mayManagePerson('Owner', 'Owner', 'Manager')).toBe(true);
    expect(mayManagePerson('Front Desk', null, 'Front Desk')).toBe(false);
  });
});
