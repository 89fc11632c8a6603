import { describe, expect, it } from 'vitest';
import type { ServiceResponse } from '@api/services/services.contract';
import { emptyServiceForm, formToServiceRequest, serviceToForm, validateServiceForm } from './service-form';

const yoga: ServiceResponse = {
  id: 9,
  name: 'Йога',
  description: null,
  duration_minutes: 60,
  price: 800,
  category: null,
  organization_id: null,
  master_id: 1,
  deposit: null,
  capacity: 12,
  min_participants: 4,
  min_check_hours: 6,
};

describe('the service form: group fields', () => {
  it('reads a group service and sends its seats, minimum and check hours only when changed', () => {
    const form = serviceToForm(yoga);
    expect([form.capacity, form.minParticipants, form.minCheckHours]).toEqual(['12', '4', '6']);
    expect(formToServiceRequest(form, form)).not.toHaveProperty('capacity');
    expect(formToServiceRequest({ ...form, capacity: '15' }, form)).toMatchObject({
      capacity: 15,
      min_participants: 4,
      min_check_hours: 6,
    });
  });

  it('a new single service sends no group fields; a new group does', () => {
    const empty = emptyServiceForm();
    expect(formToServiceRequest({ ...empty, name: 'Стрижка' })).not.toHaveProperty('capacity');
    expect(formToServiceRequest({ ...empty, name: 'Йога', capacity: '8' })).toMatchObject({
      capacity: 8,
      min_participants: null,
      min_check_hours: 12,
    });
  });

  it('checks the ranges: seats 1–500, minimum 2..seats, check hours 1–72', () => {
    const base = { ...emptyServiceForm(), name: 'Йога' };
    expect(validateServiceForm({ ...base, capacity: '501' }).capacity).toBe('capacityInvalid');
    expect(validateServiceForm({ ...base, capacity: '8', minParticipants: '9' }).minParticipants).toBe(
      'minParticipantsInvalid',
    );
    expect(validateServiceForm({ ...base, capacity: '', minParticipants: '2' }).minParticipants).toBe(
      'minParticipantsInvalid',
    );
    expect(validateServiceForm({ ...base, minCheckHours: '73' }).minCheckHours).toBe('minCheckHoursInvalid');
    expect(validateServiceForm({ ...base, capacity: '8', minParticipants: '3', minCheckHours: '24' })).toEqual({});
  });
});
