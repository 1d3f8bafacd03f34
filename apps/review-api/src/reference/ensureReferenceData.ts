import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { countries, languageCountries, languages, nonCommercialReasons } from '../db/schema';
import { allCountries, LANGUAGES, NON_COMMERCIAL_REASONS } from './referenceData';

/**
 * Countries, languages and non-commercial reasons are reference data every installation needs,
 * demo or not: loaded once into an empty database at start-up.
 */
export async function ensureReferenceData(db: Db): Promise<void> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(countries);
  if ((row?.count ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    const countryRows = allCountries();
    await tx.insert(countries).values(countryRows);
    await tx
      .insert(languages)
      .values(LANGUAGES.map(({ code, label, priority }) => ({ code, label, priority })));
    const known = new Set(countryRows.map((c) => c.alpha3Code));
    await tx
      .insert(languageCountries)
      .values(
        LANGUAGES.flatMap((language) =>
          language.countries
            .filter((code) => known.has(code))
            .map((countryCode) => ({ languageCode: language.code, countryCode })),
        ),
      );
    await tx
      .insert(nonCommercialReasons)
      .values(NON_COMMERCIAL_REASONS.map((name, sortOrder) => ({ name, sortOrder })));
  });
}
