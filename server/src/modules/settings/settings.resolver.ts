import { DESK, MANAGERS } from '@core/roles';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { getSettingsList, updateSettings } from './settings.service';
import { SettingInputType, SettingType } from './settings.types';

@Resolver()
export class SettingsResolver {
  @Query(() => [SettingType], { description: 'Every hotel setting of spec section 3, defaults filled in.' })
  @Allow(DESK)
  settings(@Ctx() ctx: RequestContext): Promise<SettingType[]> {
    return getSettingsList(ctx);
  }

  @Mutation(() => [SettingType], { description: 'Saves the given settings; one bad key changes nothing.' })
  @Allow(MANAGERS)
  updateSettings(
    @Arg('input', () => [SettingInputType]) input: SettingInputType[],
    @Ctx() ctx: RequestContext,
  ): Promise<SettingType[]> {
    return updateSettings(ctx, Object.fromEntries(input.map((entry) => [entry.key, entry.value])));
  }
}
