import { useQuery } from '@apollo/client/react';
import type { StatisticsQuery as StatisticsRange } from '@core/schemas/statistics.schema';
import { formatShortUs } from '@core/stay-dates';
import { useState } from 'react';
import { serverErrorMessage } from '../../../app/graphql-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { StatisticsQuery } from '../graphql/statistics-query';
import { defaultStatisticsQuery } from '../statistics-figures';
import { ChannelMixTable } from './channel-mix-table';
import { StatisticsChart } from './statistics-chart';
import { StatisticsForm } from './statistics-form';
import { StatisticsGrid, StatisticsSkeleton } from './statistics-grid';

/**
 * The Reports tab's Statistics: occupancy, ADR and RevPAR by the night, by day or month, as USALI counts
 * them, and the channel mix by booking source; the last twelve months by month until another range is shown.
 */
export function StatisticsView({ timezone }: { timezone: string }) {
  const [query, setQuery] = useState<StatisticsRange>(() => defaultStatisticsQuery(timezone));
  const statistics = useQuery(StatisticsQuery, { variables: query, fetchPolicy: 'cache-and-network' });
  const data = statistics.data?.statistics;
  const range = `${formatShortUs(query.from)} to ${formatShortUs(query.to)}, by ${query.groupBy}`;

  return (
    <div className="report-tab">
      <Card>
        <CardContent>
          <StatisticsForm shown={query} onShow={setQuery} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Occupancy, ADR and RevPAR</CardTitle>
          <CardDescription>
            {range}. Counted by the night: rooms available are every room every night, revenue is earned on the night it is
            stayed. Open periods have days the night audit has not closed, and may still change.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {data ? (
            <StatisticsGrid data={data} query={query} />
          ) : statistics.error ? (
            <p className="report-error" role="alert">
              {serverErrorMessage(statistics.error) ?? `Failed to load the statistics for ${range}`}
            </p>
          ) : (
            <StatisticsSkeleton />
          )}
        </CardContent>
      </Card>
      {data && (
        <Card>
          <CardHeader>
            <CardTitle>Channel Mix</CardTitle>
            <CardDescription>
              Room-nights and room revenue by where the bookings came from: typed at the desk, booked by guests online, or saved
              in a batch. Cancelled and no-show stays are left out.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ChannelMixTable mix={data.channelMix} range={range} />
          </CardContent>
        </Card>
      )}
      {data && (
        <Card>
          <CardHeader>
            <CardTitle>Occupancy and ADR</CardTitle>
          </CardHeader>
          <CardContent>
            <StatisticsChart data={data} query={query} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
