import { OWNERS } from '@core/roles';
import { Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { clearOperationalData } from './operational-data.service';
import { ClearOperationalDataResultType } from './operational-data.types';

@Resolver()
export class OperationalDataResolver {
  @Mutation(() => ClearOperationalDataResultType, {
    description: "Backs up, then deletes the hotel's bookings, rooms, room types (with rate periods), guests and payments.",
  })
  @Allow(OWNERS)
  clearOperationalData(@Ctx() ctx: RequestContext): Promise<ClearOperationalDataResultType> {
    return clearOperationalData(ctx);
  }
}
