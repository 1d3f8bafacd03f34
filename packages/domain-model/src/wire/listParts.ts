import { Type, type TSchema } from 'typebox';

/*
 * The schema parts the list and search calls share (lists.ts, search.ts): paging and sorting as
 * the contract says, the nullable filter values, and the country code of a filter.
 */

/** The largest page of the review and search tables (the usage tables offer 1000, 002 §9). */
export const LIST_SIZE_MAX = 1000;

export const nullableString = () => Type.Union([Type.String(), Type.Null()]);
export const timestamp = () => Type.String({ format: 'date-time' });

/** `sort=field,asc|desc` (or `field_asc`, the screens' key form), up to 5, over these fields. */
export const sortParam = (fields: readonly string[]) =>
  Type.Optional(
    Type.Array(Type.String({ pattern: `^(${fields.join('|')})[,_](asc|desc|ASC|DESC)$` }), {
      maxItems: 5,
      description: `\`field,asc|desc\`, repeatable; fields: ${fields.join(', ')}`,
    }),
  );

/** `page` (zero-based) and `size` (1 to `LIST_SIZE_MAX`, default `defaultSize`). */
export const paging = (defaultSize: number) => ({
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: LIST_SIZE_MAX, default: defaultSize })),
});

/** A tri-state filter flag: true, false, or null / absent for any. */
export const tri = (description = 'null or absent: any') =>
  Type.Optional(Type.Union([Type.Boolean(), Type.Null()], { description }));

/** A list filter: any of the values; null or absent for any. */
export const nullableList = <T extends TSchema>(item: T, maxItems: number, description?: string) =>
  Type.Optional(Type.Union([Type.Array(item, { maxItems }), Type.Null()], { description }));

/** A minimum count filter ("at least N"); null or absent for any. */
export const minCount = (description: string) =>
  Type.Optional(
    Type.Union([Type.Integer({ minimum: 0, maximum: 1_000_000_000 }), Type.Null()], {
      description,
    }),
  );

/** A country code of a filter: ISO 3166 alpha-3, or UNDEFINED for none (002 §3). */
export const countryCode = () => Type.String({ pattern: '^([A-Z]{3}|UNDEFINED)$' });
