/** A still picture of the console for the landing page; decorative, so screen readers skip it. */
const SAMPLE_ROWS = [
  { room: '101', guest: 'Carter, Ava', rate: 'Daily', nights: 3, total: '$339.00', status: 'Fully Paid' },
  { room: '104', guest: 'Nguyen, Liam', rate: 'Weekly', nights: 7, total: '$612.50', status: 'Partially Paid' },
  { room: '202', guest: 'Okafor, Grace', rate: 'Monthly', nights: 30, total: '$1,450.00', status: 'Unpaid' },
  { room: '207', guest: 'Rossi, Marco', rate: 'Daily', nights: 2, total: '$226.00', status: 'Fully Paid' },
];

export function LandingPreview() {
  return (
    <div className="landing-preview" aria-hidden="true">
      <div className="landing-preview-bar">
        <span />
        <span />
        <span />
      </div>
      <div className="landing-preview-stats">
        <div>
          <small>Occupancy Rate</small>
          <strong>82.4%</strong>
        </div>
        <div>
          <small>Monthly Revenue</small>
          <strong>$48,210.00</strong>
        </div>
        <div>
          <small>Pending Payments</small>
          <strong>3</strong>
        </div>
      </div>
      <table className="landing-preview-table">
        <thead>
          <tr>
            <th>Room</th>
            <th>Guest</th>
            <th>Rate</th>
            <th>Nights</th>
            <th>Total</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          {SAMPLE_ROWS.map((row) => (
            <tr key={row.room}>
              <td>{row.room}</td>
              <td>{row.guest}</td>
              <td>{row.rate}</td>
              <td>{row.nights}</td>
              <td>{row.total}</td>
              <td>
                <span className={`landing-status landing-status-${row.status.split(' ')[0].toLowerCase()}`}>{row.status}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
