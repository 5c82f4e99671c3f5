import { describe, expect, it } from 'vitest';
import { employeeInputFromRow, rateCellText, toEmployeeRow } from './employee-row';

const ana = {
  id: 7,
  version: 4,
  firstName: 'Ana',
  lastName: 'Lopez',
  role: 'front_desk',
  email: 'ana@harbor.test',
  phone: null,
  hireDate: '2024-03-01',
  hourlyRate: '18.50',
  isActive: true,
  notes: 'Nights',
};

describe('toEmployeeRow', () => {
  it('shows the name as "Last, First", the role by its label and blanks as empty cells', () => {
    expect(toEmployeeRow(ana)).toEqual({
      id: 7,
      version: 4,
      name: 'Lopez, Ana',
      role: 'Front Desk',
      email: 'ana@harbor.test',
      phone: '',
      hireDate: '2024-03-01',
      hourlyRate: '18.50',
      isActive: true,
      notes: 'Nights',
    });
  });

  it('shows an unknown stored role raw', () => {
    expect(toEmployeeRow({ ...ana, role: 'chef' }).role).toBe('chef');
  });
});

describe('employeeInputFromRow', () => {
  it('reads an edited row back into the update input', () => {
    const row = { ...toEmployeeRow(ana), name: 'Mary Ann Smith', hourlyRate: '$ 21.25', email: ' ana@x.test ' };
    expect(employeeInputFromRow(row)).toEqual({
      firstName: 'Mary Ann',
      lastName: 'Smith',
      role: 'Front Desk',
      email: 'ana@x.test',
      phone: '',
      hireDate: '2024-03-01',
      hourlyRate: '21.25',
      isActive: true,
      notes: 'Nights',
    });
  });

  it('reads the "Last, First" form and cleared cells', () => {
    const row = { ...toEmployeeRow(ana), name: 'Chen, Bo', hireDate: null as unknown as string, isActive: false };
    expect(employeeInputFromRow(row)).toMatchObject({ firstName: 'Bo', lastName: 'Chen', hireDate: '', isActive: false });
  });
});

describe('rateCellText', () => {
  it.each([
    ['$18.50', '18.50'],
    [' 17 ', '17'],
    [null, ''],
    [12.5, '12.5'],
  ])('%j reads as %j', (value, expected) => {
    expect(rateCellText(value)).toBe(expected);
  });
});
