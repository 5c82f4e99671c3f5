import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType('Setting')
export class SettingType {
  @Field(() => String) key!: string;
  @Field(() => String) value!: string;
}

@InputType('SettingInput')
export class SettingInputType {
  @Field(() => String) key!: string;
  @Field(() => String) value!: string;
}
