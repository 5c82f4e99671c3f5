import { Field, ObjectType } from 'type-graphql';

@ObjectType('ClearOperationalDataResult')
export class ClearOperationalDataResultType {
  @Field(() => String) message!: string;
  @Field(() => String, { description: 'The backup written before anything was deleted, relative to DATA_DIR.' }) backup!: string;
}
