import { cents, formatMoney } from '@core/money';
import type { Employee } from './employee.entity';

/** A roster entry as /api/hotel/employees and GraphQL show it; the hourly rate is money text ("18.50"). */
export interface EmployeeDto {
  id: number;
  /** Raised by one with every change: an update may name the version it was based on (409 when older). */
  version: number;
  firstName: string;
  lastName: string;
  role: string;
  email: string | null;
  phone: string | null;
  hireDate: string | null;
  hourlyRate: string | null;
  isActive: boolean;
  notes: string | null;
}

export function toEmployeeDto(employee: Employee): EmployeeDto {
  return {
    id: employee.id,
    version: employee.version,
    firstName: employee.firstName,
    lastName: employee.lastName,
    role: employee.role,
    email: employee.email ?? null,
    phone: employee.phone ?? null,
    hireDate: employee.hireDate ?? null,
    hourlyRate: employee.hourlyRateCents == null ? null : formatMoney(cents(employee.hourlyRateCents)),
    isActive: employee.isActive,
    notes: employee.notes ?? null,
  };
}
