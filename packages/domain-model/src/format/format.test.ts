import { describe, expect, it } from 'vitest';
import {
  formatCommentTime,
  formatCountry,
  formatCountryCode,
  formatDate,
  formatDomainFlowStatus,
  formatFoundAt,
  formatWireDate,
} from './format';

// Built from local parts, so the expectations hold in any time zone the tests run in.
const afternoon = new Date(2026, 2, 5, 15, 4, 5);
const morning = new Date(2026, 10, 21, 9, 30, 0);

describe('date formats of the specs', () => {
  it('foundAt: MMMM Do YYYY, h:mm:ss a', () => {
    expect(formatFoundAt(afternoon)).toBe('March 5th 2026, 3:04:05 pm');
    expect(formatFoundAt(morning.toISOString())).toBe('November 21st 2026, 9:30:00 am');
  });

  it('dates: DD-MM-YYYY; comments: DD-MM-YYYY hh:mm on the 24-hour clock; the wire: YYYY-MM-DD', () => {
    expect(formatDate(afternoon)).toBe('05-03-2026');
    expect(formatCommentTime(afternoon)).toBe('05-03-2026 15:04');
    expect(formatCommentTime(morning.toISOString())).toBe('21-11-2026 09:30');
    expect(formatWireDate(morning)).toBe('2026-11-21');
  });

  it.each([null, undefined, '', 'not a date', '2026-13-45T00:00:00Z'])(
    'shows %j as an empty cell, never Invalid Date',
    (value) => {
      expect(formatFoundAt(value)).toBe('');
      expect(formatDate(value)).toBe('');
      expect(formatCommentTime(value)).toBe('');
    },
  );
});

describe('countries and flow statuses', () => {
  const countries = [
    { fullName: 'Austria', alpha3Code: 'AUT' },
    { fullName: 'Åland Islands', alpha3Code: 'ALA' },
  ];

  it('shows a country by full name and 3-letter code', () => {
    expect(formatCountry(countries[0])).toBe('Austria (AUT)');
    expect(formatCountryCode('ALA', countries)).toBe('Åland Islands (ALA)');
    expect(formatCountryCode('XYZ', countries)).toBe('XYZ');
    expect(formatCountryCode(null, countries)).toBe('');
  });

  it('shows a domain flow status by its short or full name', () => {
    expect(formatDomainFlowStatus('PENDING_QUALITY_CONTROL', 'short')).toBe('PQC');
    expect(formatDomainFlowStatus('PENDING_QUALITY_CONTROL')).toBe('Pending quality control');
    expect(formatDomainFlowStatus(null)).toBe('');
  });
});
