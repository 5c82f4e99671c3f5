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
  paymentMethod: '',
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
      paymentMethod: '',
      longStayAgreement: '',
      autoRenew: '',
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

/** The entry row's eighteen columns, as the client's entry grid lists them (Method, Agreement and Auto-renew after the spec's fifteen). */
const ENTRY_COLUMNS = [
  'room',
  'guest',
  'checkInDate',
  'rateType',
  'nights',
  'checkOutDate',
  'dailyWeeklyAmount',
  'monthlyAmount',
  'subtotal',
  'taxAmount',
  'resortFee',
  'grandTotal',
  'paidAmount',
  'balance',
  'status',
  'paymentMethod',
  'longStayAgreement',
  'autoRenew',
];
const read = (text: string) => {
  const block = pastedBookingRows(text, ENTRY_COLUMNS);
  return block.ok ? block.rows : block.message;
};

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
    paymentMethod: '',
    longStayAgreement: '',
    autoRenew: '',
  };

  it("reads cells in the entry row's input order", () => {
    expect(read('101\tLee, Ann\t04/01/27\tDaily\t3\t$1,250.00\t\t\t50\n102\tRay, Bob\n')).toEqual([
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
    expect(read(cells.join('\t'))).toEqual([
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
        paymentMethod: '',
        longStayAgreement: '',
        autoRenew: '',
      },
    ]);
  });

  it("reads a copy of the entry row's sixteen columns, Method last, and ten input cells with Method", () => {
    const copy = ['101', 'Lee, Ann', '04/01/27', 'Weekly', '7', '04/08/27', '500.00', '1500.00', '500.00', '40.00', '25.00'];
    const rest = ['565.00', '100.00', '465.00', 'Partially Paid', 'Credit Card'];
    expect(read([...copy, ...rest].join('\t'))).toEqual([
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
        paymentMethod: 'Credit Card',
        longStayAgreement: '',
        autoRenew: '',
      },
    ]);
    expect(read('102\tRay, Bob\t\t\t\t\t\t\t20\tcheck\n')).toEqual([
      { ...blank, room: '102', guest: 'Ray, Bob', paidAmount: '20', paymentMethod: 'check' },
    ]);
  });

  it("reads a copy of the entry row's seventeen columns, Agreement last, and eleven input cells with it", () => {
    const copy = ['101', 'Lee, Ann', '04/01/27', 'Weekly', '7', '04/08/27', '500.00', '1500.00', '500.00', '40.00', '25.00'];
    const rest = ['565.00', '100.00', '465.00', 'Partially Paid', 'Credit Card', 'true'];
    expect(read([...copy, ...rest].join('\t'))).toEqual([
      expect.objectContaining({ room: '101', paymentMethod: 'Credit Card', longStayAgreement: 'true' }),
    ]);
    expect(read('102\tRay, Bob\t\t\t\t\t\t\t20\tcheck\tYes\n')).toEqual([
      { ...blank, room: '102', guest: 'Ray, Bob', paidAmount: '20', paymentMethod: 'check', longStayAgreement: 'Yes' },
    ]);
    expect(read('Room\tGuest\tLong-stay agreement\n103\tDay, Cara\tx\n')).toEqual([
      { ...blank, room: '103', guest: 'Day, Cara', longStayAgreement: 'x' },
    ]);
  });

  it('places the columns by a header row, in any order, leaving unknown ones out', () => {
    expect(read('Guest\tNotes\tRoom #\tCheck-In\tPaid\nLee, Ann\tlate\t101\t2027-04-01\t$20\n')).toEqual([
      { ...blank, room: '101', guest: 'Lee, Ann', checkInDate: '2027-04-01', paidAmount: '$20' },
    ]);
  });

  const copied = [
    '101',
    'Lee, Ann',
    '04/01/27',
    'Weekly',
    '7',
    '04/08/27',
    '500.00',
    '',
    '500.00',
    '40.00',
    '25.00',
    '565.00',
    '100.00',
  ];
  const lee = {
    room: '101',
    guest: 'Lee, Ann',
    checkInDate: '04/01/27',
    rateType: 'Weekly',
    nights: '7',
    dailyWeeklyAmount: '500.00',
    monthlyAmount: '',
    grandTotal: '565.00',
    paidAmount: '100.00',
    paymentMethod: '',
    longStayAgreement: '',
    autoRenew: '',
  };

  it.each([13, 14])('reads the entry row cut after Paid (%i cells) by its positions', (width) => {
    const cells = [...copied, '465.00', 'Partially Paid'].slice(0, width);
    expect(read(`${cells.join('\t')}\n${cells.join('\t').replace('101', '102')}\n`)).toEqual([lee, { ...lee, room: '102' }]);
  });

  it("reads a copy of the entry row's eighteen columns, Auto-renew last, and twelve input cells with it", () => {
    const copy = ['101', 'Lee, Ann', '04/01/27', 'Weekly', '7', '04/08/27', '500.00', '1500.00', '500.00', '40.00', '25.00'];
    const rest = ['565.00', '100.00', '465.00', 'Partially Paid', 'Credit Card', 'true', 'Yes'];
    expect(read([...copy, ...rest].join('\t'))).toEqual([
      expect.objectContaining({ room: '101', paymentMethod: 'Credit Card', longStayAgreement: 'true', autoRenew: 'Yes' }),
    ]);
    expect(read('102\tRay, Bob\t\t\t\t\t\t\t20\tcheck\t\tx\n')).toEqual([
      { ...blank, room: '102', guest: 'Ray, Bob', paidAmount: '20', paymentMethod: 'check', autoRenew: 'x' },
    ]);
    // A sheet's header may name it as the grid does or without its hyphen.
    expect(read('Room\tGuest\tAuto-renew\tAgreement\n103\tDay, Cara\tyes\tno\n104\tEll, Dan\tno\t\n')).toEqual([
      { ...blank, room: '103', guest: 'Day, Cara', autoRenew: 'yes', longStayAgreement: 'no' },
      { ...blank, room: '104', guest: 'Ell, Dan', autoRenew: 'no' },
    ]);
    expect(read('Room\tGuest\tAutorenew\n105\tFay, Eve\tY\n')).toEqual([
      { ...blank, room: '105', guest: 'Fay, Eve', autoRenew: 'Y' },
    ]);
  });

  it('reads every width up to the whole entry row (twelve input cells, then 13 to 18 as the entry row)', () => {
    for (const width of [1, 12, 13, 18]) {
      const cells = Array.from({ length: width }, (_, index) => copied[index] ?? '');
      expect(read(cells.join('\t'))).toHaveLength(1);
    }
  });

  it('refuses rows wider than the entry row, naming the layouts it reads', () => {
    const cells = Array.from({ length: 19 }, (_, index) => copied[index] ?? 'x');
    expect(read(cells.join('\t'))).toBe(
      'Pasted rows of 19 cells match no layout. Paste up to 12 cells in this order: Room, Guest, Check-In, ' +
        'RateType, Nights, Daily/Weekly, Monthly, Grand Total, Paid, Method, Agreement, Auto-renew; or 13 to 18 cells laid out ' +
        'as the entry row, from Room on; or a block whose first row names its columns (Room, Guest, ...).',
    );
  });

  it("takes its widths from the entry row's columns: a column put elsewhere is read where it is", () => {
    const wider = [...ENTRY_COLUMNS.slice(0, 13), 'paymentMethod', ...ENTRY_COLUMNS.slice(13, 15)];
    const block = pastedBookingRows([...copied, 'Card', '465.00', 'Partially Paid'].join('\t'), wider);
    expect(block).toEqual({ ok: true, rows: [{ ...lee, paymentMethod: 'Card' }] });
  });
});
