import { describe, expect, it } from 'vitest';
import type { StaffMember } from '../../../../contract/staff';
import {
  byOwnerThenName,
  formatHireDate,
  formatPay,
  formatPermissions,
  matchesStaffFilters,
} from './staff-display';

const member = (changes: Partial<StaffMember>): StaffMember => ({
  id: 1,
  userId: null,
  employeeId: null,
  firstName: 'Sam',
  lastName: 'Lee',
  email: 'sam@example.com',
  phone: null,
  role: 'staff',
  department: null,
  position: null,
  hireDate: null,
  salary: null,
  hourlyRate: null,
  serviceCommissionPercent: null,
  productCommissionPercent: null,
  payVisible: true,
  hasSignIn: false,
  twoFactorEnabled: null,
  permissions: {},
  photoUrl: null,
  locationIds: [],
  isActive: true,
  isOwner: false,
  ...changes,
});

describe('staff display', () => {
  it('shows the salary a year, else the hourly rate, else nothing', () => {
    expect(formatPay({ salary: '52000.00', hourlyRate: '23.50' })).toBe('$52,000/year');
    expect(formatPay({ salary: '52000.50', hourlyRate: null })).toBe('$52,000.50/year');
    expect(formatPay({ salary: null, hourlyRate: '23.50' })).toBe('$23.50/hour');
    expect(formatPay({ salary: null, hourlyRate: null })).toBeNull();
  });

  it('counts the permissions that are on', () => {
    expect(formatPermissions({ a: true, b: false, c: true })).toBe('2 permissions');
    expect(formatPermissions({ a: true })).toBe('1 permission');
    expect(formatPermissions({})).toBe('0 permissions');
  });

  it('formats the hire date as a calendar day', () => {
    expect(formatHireDate('2019-03-01')).toBe('Mar 1, 2019');
  });

  it('filters by role and status', () => {
    const inactiveManager = member({ role: 'manager', isActive: false });
    expect(matchesStaffFilters(inactiveManager, 'all', 'all')).toBe(true);
    expect(matchesStaffFilters(inactiveManager, 'manager', 'inactive')).toBe(true);
    expect(matchesStaffFilters(inactiveManager, 'manager', 'active')).toBe(false);
    expect(matchesStaffFilters(inactiveManager, 'staff', 'all')).toBe(false);
  });

  it('lists the owner first, then by name', () => {
    const sorted = [
      member({ id: 1, firstName: 'Zoe' }),
      member({ id: 2, firstName: 'Avery', isOwner: true }),
      member({ id: 3, firstName: 'Ben' }),
    ].sort(byOwnerThenName);
    expect(sorted.map((m) => m.id)).toEqual([2, 3, 1]);
  });
});
