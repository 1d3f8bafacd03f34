import type { Image, ReservedImage, SuggestionPrecision } from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';
import { imageFingerprints } from '../../db/schema';
import { FINGERPRINT_VERSION, SUGGESTION_THRESHOLDS, suggestionFor } from './fingerprint';

/**
 * The images of a reservation with what their pictures show (extension `pair-similarity`):
 * `similarity` { score, suggestion } from the score stored with the fingerprints of both pictures,
 * or null while either is missing (not fingerprinted yet, of an older version, or no such
 * picture). The suggestion follows the measured thresholds (fingerprint.ts); the score is shown
 * rounded to three decimals.
 */
export async function withSimilarity(db: Db, list: Image[]): Promise<ReservedImage[]> {
  if (!list.length) return [];
  const rows = await queryRows<{ image_id: number; version: number; score: number | null }>(
    db,
    sql`SELECT image_id, version, score FROM ${imageFingerprints}
      WHERE image_id = ANY(${`{${list.map((image) => image.id).join(',')}}`}::int[])`,
  );
  const byImage = new Map(rows.map((row) => [Number(row.image_id), row]));
  return list.map((image) => {
    const row = byImage.get(image.id);
    if (!row || Number(row.version) !== FINGERPRINT_VERSION || row.score === null)
      return { ...image, similarity: null };
    const score = Number(row.score);
    return {
      ...image,
      similarity: { score: Math.round(score * 1000) / 1000, suggestion: suggestionFor(score) },
    };
  });
}

/** The statuses that say the operator found the pictures the same (they go on from IDENTICAL). */
const MATCHED = ['IDENTICAL', 'DUPLICATE', 'LEGITIMATE', 'NOT_PURSUABLE'];

/**
 * `GET /assessment_image/suggestion_precision`: per agency, the suggestions the stored scores
 * make with today's thresholds for pairs the operators have decided, and how many the decisions
 * agreed with. One grouped statement over the fingerprinted sightings.
 */
export async function suggestionPrecision(db: Db): Promise<SuggestionPrecision> {
  const { identical, notIdentical } = SUGGESTION_THRESHOLDS;
  const matched = sql.join(
    MATCHED.map((status) => sql`${status}`),
    sql`, `,
  );
  const rows = await queryRows<{
    agency: string;
    identical_made: number;
    identical_agreed: number;
    not_made: number;
    not_agreed: number;
  }>(
    db,
    sql`SELECT i.agency,
        count(*) FILTER (WHERE f.score >= ${identical}::float8)::int AS identical_made,
        count(*) FILTER (WHERE f.score >= ${identical}::float8 AND i.status IN (${matched}))::int
          AS identical_agreed,
        count(*) FILTER (WHERE f.score <= ${notIdentical}::float8)::int AS not_made,
        count(*) FILTER (WHERE f.score <= ${notIdentical}::float8 AND i.status = 'NOT_IDENTICAL')::int
          AS not_agreed
      FROM ${imageFingerprints} f JOIN images i ON i.id = f.image_id
      WHERE f.version = ${FINGERPRINT_VERSION}::int AND f.score IS NOT NULL
        AND (i.status = 'NOT_IDENTICAL' OR i.status IN (${matched}))
      GROUP BY i.agency ORDER BY i.agency`,
  );
  return {
    thresholds: { identical, notIdentical },
    agencies: rows.map((row) => {
      const suggested = row.identical_made + row.not_made;
      const agreed = row.identical_agreed + row.not_agreed;
      return {
        agency: row.agency,
        suggested,
        agreed,
        precision: suggested ? agreed / suggested : null,
        identical: { suggested: row.identical_made, agreed: row.identical_agreed },
        notIdentical: { suggested: row.not_made, agreed: row.not_agreed },
      };
    }),
  };
}
