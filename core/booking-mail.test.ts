import { describe, expect, it } from 'vitest';
import { cancellationMail, confirmationMail, greetingName, type BookingMailDetails } from './booking-mail';
import { cents } from './money';

const DETAILS: BookingMailDetails = {
  hotel: { name: 'Harbor Inn', address: '1 Pier Rd', city: 'Boston', state: 'MA', zip: '02110', phone: '617-555-0101' },
  guestName: 'Lee, Ann',
  reference: 'K7Q2M9XH4P',
  checkIn: '2027-03-10',
  checkOut: '2027-03-12',
  nights: 2,
  roomType: 'Queen',
  subtotal: cents(20000),
  taxes: [
    { name: 'State Tax', amount: cents(1250) },
    { name: 'City Fee', amount: cents(1000) },
  ],
  total: cents(22250),
  cancellationDays: 2,
  manageUrl: 'https://inn.example/my-booking/abc',
};

describe('confirmationMail', () => {
  it('says the stay, each tax and the total, the policy with its last free day, the link and the hotel', () => {
    const mail = confirmationMail(DETAILS);
    expect(mail.subject).toBe('Your booking at Harbor Inn: 03/10/27 to 03/12/27');
    expect(mail.text).toBe(
      [
        'Dear Ann Lee,',
        '',
        'Thank you for booking with Harbor Inn. Your booking is confirmed.',
        '',
        'Reference: K7Q2M9XH4P',
        'Check-in: 03/10/27',
        'Check-out: 03/12/27 (2 nights)',
        'Room: Queen',
        '',
        'Room charge: $200.00',
        'State Tax: $12.50',
        'City Fee: $10.00',
        'Total: $222.50',
        '',
        'Cancellation policy: Free cancellation until 2 days before check-in. The last day to cancel free of charge is 03/08/27.',
        'To see or cancel your booking: https://inn.example/my-booking/abc',
        '',
        'We look forward to welcoming you.',
        '',
        'Harbor Inn',
        '1 Pier Rd',
        'Boston, MA 02110',
        'Phone: 617-555-0101',
        '',
      ].join('\n'),
    );
  });

  it('without a link (a desk booking) or a reference, sends the guest to the phone', () => {
    const mail = confirmationMail({ ...DETAILS, manageUrl: null, reference: null, nights: 1, cancellationDays: 0 });
    expect(mail.text).not.toContain('Reference');
    expect(mail.text).toContain('Check-out: 03/12/27 (1 night)');
    expect(mail.text).toContain(
      'Free cancellation until the day of check-in. The last day to cancel free of charge is 03/10/27.',
    );
    expect(mail.text).toContain('To change or cancel your booking, please call the hotel at 617-555-0101.');
    const noPhone = confirmationMail({ ...DETAILS, manageUrl: null, hotel: { ...DETAILS.hotel, phone: '', zip: '' } });
    expect(noPhone.text).toContain('To change or cancel your booking, please call the hotel.');
    expect(noPhone.text).toContain('Boston, MA\n');
  });
});

describe('cancellationMail', () => {
  it('says what was cancelled and whom to call', () => {
    const mail = cancellationMail(DETAILS);
    expect(mail.subject).toBe('Your booking at Harbor Inn is cancelled: 03/10/27 to 03/12/27');
    expect(mail.text).toContain('Your booking at Harbor Inn is cancelled, free of charge.');
    expect(mail.text).toContain('Reference: K7Q2M9XH4P\nCheck-in: 03/10/27');
    expect(mail.text).toContain('Total: $222.50');
    expect(mail.text).toContain('If this is a mistake, please call the hotel at 617-555-0101.');
    expect(mail.text).not.toContain('my-booking');
  });
});

describe('greetingName', () => {
  it.each([
    ['Lee, Ann', 'Ann Lee'],
    ['Madonna', 'Madonna'],
    ['de la Cruz, Juan, Jr.', 'Juan, Jr. de la Cruz'],
  ])('%s → %s', (name, greeting) => expect(greetingName(name)).toBe(greeting));
});
