import { defineEntity, p } from '@mikro-orm/core';
import { tenantFilters } from '../../db/tenant';
import { HotelAccount } from '../accounts';

/** A member of the hotel's staff roster. Roles are the values of core/schemas/employee.schema.ts. */
export const EmployeeSchema = defineEntity({
  name: 'Employee',
  filters: tenantFilters,
  properties: {
    id: p.integer().primary(),
    hotel: () => p.manyToOne(HotelAccount).mapToPk().deleteRule('cascade'),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    role: p.string().length(20),
    email: p.string().length(254).nullable(),
    phone: p.string().length(40).nullable(),
    /** A calendar date "YYYY-MM-DD". */
    hireDate: p.date().nullable(),
    hourlyRateCents: p.integer().nullable(),
    isActive: p.boolean().default(true),
    notes: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    // Raised by one with every change (optimistic locking, migration 0015): an edit naming an older one is refused.
    version: p.integer().version(),
  },
  // The roster is read per hotel, sorted by name.
  indexes: [{ properties: ['hotel', 'lastName', 'firstName'] }],
});
export class Employee extends EmployeeSchema.class {}
EmployeeSchema.setClass(Employee);
