import { UseMiddleware, type MiddlewareFn } from 'type-graphql';
import type { RequestContext } from '../context';
import { checkAccess, type Access } from '../modules/accounts';

/** Every Query and Mutation field declares who may call it; a test walks the schema and fails a field that forgot. */
export const declaredAccess = new Map<string, Access>();

export function Allow(access: Access): MethodDecorator {
  return (target, propertyKey, descriptor) => {
    declaredAccess.set(String(propertyKey), access);
    const guard: MiddlewareFn<RequestContext> = ({ context }, next) => {
      checkAccess(context, access);
      return next();
    };
    UseMiddleware(guard)(target, propertyKey, descriptor);
  };
}
