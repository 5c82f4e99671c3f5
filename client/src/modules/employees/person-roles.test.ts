import type { Role } from '@core/roles';
import { describe, expect, it } from 'vitest';
import { assignableRoles, mayChangePerson, roleChoices } from './person-roles';

describe('the roles a person may give', () => {
  it.each<[Role | null, Role[]]>([
    ['Owner', ['Owner', 'Manager', 'Front Desk', 'Housekeeping']],
    ['Manager', ['Manager', 'Front Desk', 'Housekeeping']],
    ['Front Desk', []],
    ['Housekeeping', []],
    [null, []],
  ])('%s gives %j', (actor, roles) => {
    expect(assignableRoles(actor)).toEqual(roles);
  });

  it.each<[Role, Role, boolean]>([
    ['Owner', 'Owner', true],
    ['Manager', 'Owner', false],
    ['Manager', 'Manager', true],
    ['Manager', 'Front Desk', true],
    ['Front Desk', 'Housekeeping', false],
  ])('%s may change a %s: %s', (actor, target, may) => {
    expect(mayChangePerson(actor, target)).toBe(may);
  });

  it("keeps an Owner's own role among a Manager's choices so that the row shows it", () => {
    expect(roleChoices('Manager', 'Owner')).toEqual(['Owner', 'Manager', 'Front Desk', 'Housekeeping']);
    expect(roleChoices('Manager', 'Front Desk')).toEqual(['Manager', 'Front Desk', 'Housekeeping']);
  });
});
