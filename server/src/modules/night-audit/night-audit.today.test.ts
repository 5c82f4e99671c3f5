import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../clock';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * The Night Audit screen's day to offer: GraphQL's nightAudit also answers the hotel's today on the server's
 * clock (its time zone, America/New_York by default), so a first audit offers its yesterday whatever the
 * browser's clock says. REST's GET keeps the three fields.
 */
let app: TestApp;
let hotel: SignedInHotel;

beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'today@night.test');
});
afterEach(() => setClock(null));
afterAll(async () => app?.close());

describe("the night audit's today", () => {
  it("is the hotel's date on its clock, not UTC's", async () => {
    // 03:00 UTC on 03/10 is still 03/09 in New York.
    setClock(new Date('2026-03-10T03:00:00Z'));
    const status = await hotel.api.graphql<{ nightAudit: { today: string; businessDate: string | null } }>(
      '{ nightAudit { today businessDate } }',
    );
    expect(status.body.data).toEqual({ nightAudit: { today: '2026-03-09', businessDate: null } });
    const rest = await hotel.api.get('/api/hotel/night-audit');
    expect(rest.body).toEqual({ businessDate: null, lastClosedDate: null, problems: [] });
  });
});
