import { graphql } from '../../../gql';

/** The six summary cards (spec sections 2 and 3). Refetch it after any booking or room change. */
export const DashboardQuery = graphql(`
  query Dashboard {
    dashboard {
      totalRooms
      totalBookings
      monthlyRevenue
      revenueLabel
      averageStay
      occupancyRate
      pendingPayments
    }
  }
`);
