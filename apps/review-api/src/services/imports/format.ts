import { importKindSpec, type ImportKind, type wire } from '@sightings/domain-model';

/**
 * `GET …_format/` of each kind (002 §7 "The response has a format list"): the manual entry's
 * line shape, then example lines in the demo data's style; and a CSV example (header, rows).
 */
const EXAMPLES: Record<ImportKind, string[][]> = {
  NOT_PURSUABLE_IMAGES: [
    ['Alpine Stock', 'AS482913'],
    ['Baltic Images', 'BI220754'],
    ['Cobalt Pictures', 'CP731006'],
  ],
  REGISTERED_IMAGES: [
    ['AS482913', 'Alpine Stock', 'VA 2000001'],
    ['CP731006', 'Cobalt Pictures', 'VA 2000002'],
    ['FV118274', '', ''],
  ],
  BLACKLISTED_DOMAINS: [['spam-shop.example'], ['copycat-gallery.example']],
  IMAGE_STATUSES: [
    ['1024', 'NOT_PURSUABLE'],
    ['1025', 'LEGITIMATE'],
    ['1031', 'OFFLINE'],
  ],
  BLACKLISTED_SUBDOMAINS: [['shop.spam-shop.example'], ['img.copycat-gallery.example']],
  LEGITIMATE_AGENCIES: [['Lumen Agency'], ['Vista Bildagentur']],
  COUNTRIES: [
    ['Austria', 'AUT', 'true'],
    ['Belgium', 'BEL', 'false'],
    ['Korea, Republic of', 'KOR', ''],
  ],
};

/** A CSV value: quoted when it holds the separator, a quote or a line break. */
const csvValue = (value: string, separator: string) =>
  value.includes(separator) || /["\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

export function importFormat(kind: ImportKind): wire.ImportFormat {
  const spec = importKindSpec(kind);
  const { separator } = spec;
  const examples = EXAMPLES[kind];
  return {
    kind,
    fields: [...spec.fields],
    optional: [...spec.optional],
    separator,
    format: [
      spec.fields.join(separator),
      // A manual line cannot quote: examples holding the separator are the CSV's only.
      ...examples
        .filter((values) => !values.some((value) => value.includes(separator)))
        // Every value, empty ones too ('FV118274,,'): a line of fewer values is refused (issue 26).
        .map((values) => values.join(separator)),
    ],
    csvExample: [
      spec.fields.join(separator),
      ...examples.map((values) =>
        values.map((value) => csvValue(value, separator)).join(separator),
      ),
    ],
  };
}
