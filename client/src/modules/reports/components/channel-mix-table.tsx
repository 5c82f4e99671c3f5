import { usd } from '../report-figures';
import { percent, type StatisticsData } from '../statistics-figures';

/**
 * The channel mix: for each source a booking can come from (the desk, the guests' booking page, a batch), its
 * room-nights and room revenue in the range, and each as a share of the range's.
 */
export function ChannelMixTable({ mix, range }: { mix: StatisticsData['channelMix']; range: string }) {
  return (
    <table className="daily-report-stays channel-mix-table">
      <caption className="visually-hidden">Channel mix, {range}</caption>
      <thead>
        <tr>
          <th scope="col">Source</th>
          <th scope="col" className="daily-report-money">
            Room-nights
          </th>
          <th scope="col" className="daily-report-money">
            Share of nights
          </th>
          <th scope="col" className="daily-report-money">
            Room revenue
          </th>
          <th scope="col" className="daily-report-money">
            Share of revenue
          </th>
        </tr>
      </thead>
      <tbody>
        {mix.map((channel) => (
          <tr key={channel.source}>
            <th scope="row">{channel.source}</th>
            <td className="daily-report-money">{channel.roomNights}</td>
            <td className="daily-report-money">{percent(channel.roomNightsShare)}</td>
            <td className="daily-report-money">{usd(channel.roomRevenue)}</td>
            <td className="daily-report-money">{percent(channel.roomRevenueShare)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
