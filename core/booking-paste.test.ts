import { describe, expect, it } from 'vitest';
import { pastedBookingRows, pastedBookingRowSchema, splitSpreadsheetText } from './booking-paste';

const row = (cells: Partial<Record<string, string>>) => ({
  room: '101',
  guest: 'Lee, Ann',
  checkInDate: '04/01/27',
  rateType: 'Daily',
  nights: '3',
  dailyWeeklyAmount: '',
  monthlyAmount: '',
  grandTotal: '',
  paidAmount: '',
  ...cells,
});

describe('splitSpreadsheetText', () => {
  it('splits rows copied from a spreadsheet into cells', () => {
    expect(splitSpreadsheetText('101\tLee, Ann\t04/01/27\n102\tRay, Bob\t2027-04-02\n')).toEqual([
      ['101', 'Lee, Ann', '04/01/27'],
      ['102', 'Ray, Bob', '2027-04-02'],
    ]);
  });

  it('reads Windows line ends, blank cells, and drops blank lines', () => {
    expect(splitSpreadsheetText('101\t\t04/01/27\r\n\r\n102\tRay, Bob\t\r\n')).toEqual([
      ['101', '', '04/01/27'],
      ['102', 'Ray, Bob', ''],
    ]);
  });

  it('keeps tabs, newlines and quotes inside a quoted cell', () => {
    expect(splitSpreadsheetText('"Lee, ""Annie""\tA"\t"two\nlines"\tx')).toEqual([['Lee, "Annie"\tA', 'two\nlines', 'x']]);
  });

  it('gives nothing for blank text', () => {
    expect(splitSpreadsheetText('')).toEqual([]);
    expect(splitSpreadsheetText('\n\t\n')).toEqual([]);
  });
});

describe('pastedBookingRowSchema', () => {
  it.each([
    ['04/01/27', '2027-04-01'],
    ['4/1/2027', '2027-04-01'],
    ['2027-04-01', '2027-04-01'],
  ])('reads the date %s as %s', (checkInDate, expected) => {
    expect(pastedBookingRowSchema.parse(row({ checkInDate })).checkInDate).toBe(expected);
  });

  it('reads money with or without $ and thousands separators', () => {
    expect(
      pastedBookingRowSchema.parse(
        row({ dailyWeeklyAmount: '$1,250.50', monthlyAmount: '1500', grandTotal: ' $ 2,000 ', paidAmount: '' }),
      ),
    ).toEqual({
      room: '101',
      guest: 'Lee, Ann',
      checkInDate: '2027-04-01',
      rateType: 'Daily',
      nights: 3,
      dailyWeeklyAmount: '1250.50',
      monthlyAmount: '1500.00',
      grandTotal: '2000.00',
      paidAmount: '',
    });
  });

  it('reads rate types by their first letters and blank nights as none', () => {
    expect(pastedBookingRowSchema.parse(row({ rateType: 'w', nights: '' }))).toMatchObject({ rateType: 'Weekly', nights: null });
    expect(pastedBookingRowSchema.parse(row({ rateType: 'MONTHLY' })).rateType).toBe('Monthly');
    expect(pastedBookingRowSchema.parse(row({ rateType: '' })).rateType).toBe('Daily');
  });

  it('names each refused cell with its own message', () => {
    const result = pastedBookingRowSchema.safeParse(
      row({ checkInDate: '13/45/27', rateType: 'yearly', nights: '2.5', dailyWeeklyAmount: '12.345', paidAmount: '-5' }),
    );
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['checkInDate', 'Dates must be MM/DD/YY, MM/DD/YYYY or YYYY-MM-DD'],
      ['rateType', 'Rate type must be Daily, Weekly or Monthly'],
      ['nights', 'Nights must be a whole number of 1 or more'],
      ['dailyWeeklyAmount', 'Amounts must be numbers with at most 2 decimals'],
      ['paidAmount', 'Amounts must be numbers with at most 2 decimals'],
    ]);
  });
});

describe('pastedBookingRows', () => {
  const blank = {
    room: '',
    guest: '',
    checkInDate: '',
    rateType: '',
    nights: '',
    dailyWeeklyAmount: '',
    monthlyAmount: '',
    grandTotal: '',
    paidAmount: '',
  };

  it("reads cells in the entry row's input order", () => {
    expect(pastedBookingRows('101\tLee, Ann\t04/01/27\tDaily\t3\t$1,250.00\t\t\t50\n102\tRay, Bob\n')).toEqual([
      {
        ...blank,
        room: '101',
        guest: 'Lee, Ann',
        checkInDate: '04/01/27',
        rateType: 'Daily',
        nights: '3',
        dailyWeeklyAmount: '$1,250.00',
        paidAmount: '50',
      },
      { ...blank, room: '102', guest: 'Ray, Bob' },
    ]);
  });

  it("reads a copy of the entry row's fifteen columns by its input cells", () => {
    const cells = [
      '101',
      'Lee, Ann',
      '04/01/27',
      'Weekly',
      '7',
      '04/08/27',
      '500.00',
      '1500.00',
      '500.00',
      '40.00',
      '25.00',
      '565.00',
      '100.00',
      '465.00',
      'Partially Paid',
    ];
    expect(pastedBookingRows(cells.join('\t'))).toEqual([
      {
        room: '101',
        guest: 'Lee, Ann',
        checkInDate: '04/01/27',
        rateType: 'Weekly',
        nights: '7',
        dailyWeeklyAmount: '500.00',
        monthlyAmount: '1500.00',
        grandTotal: '565.00',
        paidAmount: '100.00',
      },
    ]);
  });

  it('places the columns by a header row, in any order, leaving unknown ones out', () => {
    expect(pastedBookingRows('Guest\tNotes\tRoom #\tCheck-In\tPaid\nLee, Ann\tlate\t101\t2027-04-01\t$20\n')).toEqual([
      { ...blank, room: '101', guest: 'Lee, Ann', checkInDate: '2027-04-01', paidAmount: '$20' },
    ]);
  });
});
