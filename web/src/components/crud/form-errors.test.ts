import { describe, expect, it } from 'vitest';
import { errorsFromFieldErrors } from './form-errors.ts';

describe('errorsFromFieldErrors', () => {
  it('puts the first message of a form field under it and everything else in the general list', () => {
    const errors = {
      name: { type: 'custom', message: 'Please input name.' },
      travelCharge: { type: 'custom', message: 'Travel charge must be a number.' },
      '': { type: 'custom', message: 'Choose a retailer or a province.' },
      contacts: { 0: { email: { type: 'custom', message: 'E-mail is not valid.' } } },
    };
    expect(errorsFromFieldErrors(errors, ['name', 'travelCharge'])).toEqual({
      fields: { name: 'Please input name.', travelCharge: 'Travel charge must be a number.' },
      general: ['Choose a retailer or a province.', 'E-mail is not valid.'],
    });
  });

  it('answers no errors for none', () => {
    expect(errorsFromFieldErrors({}, ['name'])).toEqual({ fields: {}, general: [] });
  });
});
