/** A sighting as the Search page's tables list it (the columns both tables show). */
export interface BenchRow {
  id: number;
  status: string;
  agency: string;
  country: string;
  imageId: string;
  imageUrl: string | null;
  domain: string;
  usageUrl: string;
  foundAt: string;
  difference: number;
  delivered: boolean;
}

const STATUSES = ['IDENTICAL', 'PENDING', 'OFFLINE', 'NOT_IDENTICAL', 'DUPLICATE'];
const AGENCIES = ['Alpine Press', 'Baltic Images', 'Coastline', 'Delta Stock', 'Evergreen'];
const COUNTRIES = ['AUT', 'DEU', 'FRA', 'ITA', 'ESP', 'POL', 'NLD'];

/** `count` rows, the same every run (a fixed pseudo-random sequence). */
export function benchRows(count: number): BenchRow[] {
  let seed = 42;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  return Array.from({ length: count }, (_, i) => {
    const domain = `site-${Math.floor(next() * 5_000)}.example`;
    return {
      id: i + 1,
      status: STATUSES[Math.floor(next() * STATUSES.length)]!,
      agency: AGENCIES[Math.floor(next() * AGENCIES.length)]!,
      country: COUNTRIES[Math.floor(next() * COUNTRIES.length)]!,
      imageId: `IMG${String(100_000 + Math.floor(next() * 900_000))}`,
      imageUrl: next() < 0.05 ? null : `https://cdn.${domain}/img/${i}.jpg`,
      domain,
      usageUrl: `https://${domain}/page/${i}`,
      foundAt: new Date(Date.UTC(2025, 0, 1) + Math.floor(next() * 3e10)).toISOString(),
      difference: Math.round(next() * 1000) / 10,
      delivered: next() < 0.1,
    };
  });
}
