import { PRIORITY_COUNTRIES } from '@sightings/domain-model';
import { afterAll, describe, expect, it } from 'vitest';
import { thirdPartyDomainData } from '../db/schema';
import { createTestApp } from '../testing/testApp';

const testApp = await createTestApp({
  seed: async ({ db }) => {
    await db.insert(thirdPartyDomainData).values({
      domain: 'shop.example.com',
      companyName: 'Example Shop GmbH',
      city: 'Berlin',
      primaryCountry: 'DEU',
    });
  },
});
const { app } = testApp;
afterAll(() => testApp.close());
const operator = await testApp.login('operator@example.com');
const get = (url: string, token = operator) =>
  app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('reference data', () => {
  it('lists the countries with the 11 priority countries first, each also as key and value', async () => {
    const list = (await get('/api/assessment_domain/countries_list')).json();
    expect(list.length).toBeGreaterThanOrEqual(249);
    // 002 §3 "Country: fullName, alpha3Code, priority"; 001 §3 "Country list entry: key, value".
    expect(list.slice(0, 11)).toEqual(
      PRIORITY_COUNTRIES.map((c) => ({
        ...c,
        priority: true,
        key: c.alpha3Code,
        value: c.fullName,
      })),
    );
    expect(list[11].priority).toBe(false);
  });

  it('sorts the other countries by the locale: Åland Islands among the A names', async () => {
    const list = (await get('/api/assessment_domain/countries_list')).json() as {
      fullName: string;
    }[];
    const names = list.map((c) => c.fullName);
    const aland = names.indexOf('Åland Islands');
    expect(aland).toBeGreaterThan(0);
    expect(names[aland - 1]! < 'B').toBe(true);
    expect(names.indexOf('Albania')).toBe(aland + 1);
  });

  it('lists languages with their countries, priority languages first', async () => {
    const list = (await get('/api/dictionary/language')).json();
    const firstOther = list.findIndex((l: { priority: boolean }) => !l.priority);
    expect(list.slice(0, firstOther).every((l: { priority: boolean }) => l.priority)).toBe(true);
    expect(list.find((l: { code: string }) => l.code === 'de')).toMatchObject({
      label: 'German',
      priority: true,
      countries: expect.arrayContaining(['AUT', 'DEU', 'CHE']),
    });
  });

  it('lists non-commercial reasons and flow statuses', async () => {
    const reasons = (await get('/api/assessment_domain/no_commercial_fields')).json();
    expect(reasons[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    const statuses = (await get('/api/assessment_domain/domain_flow_status_list')).json();
    expect(statuses).toContainEqual({
      name: 'PENDING_QUALITY_CONTROL',
      fullName: 'Pending quality control',
      shortName: 'PQC',
    });
  });

  it('gives third-party data of a domain, and a JSON 404 for one without', async () => {
    const found = await get('/api/third_party_domain_data/main/shop.example.com');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      street: null,
      city: 'Berlin',
      zipcode: null,
      phone: null,
      email: null,
      companyName: 'Example Shop GmbH',
      owlerUrl: null,
      primaryCountry: 'DEU',
    });
    const missing = await get('/api/third_party_domain_data/main/unknown.example.org');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error_definition).toBe('NOT_FOUND');
  });
});
