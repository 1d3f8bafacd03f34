// An app outside the workspace, as another team would write it (scripts/consumer-check.mjs):
// the three packages from their tarballs, React from the registry, its own strict tsconfig.
// It signs in to the reference server with the api-client, shows what it got in four widgets,
// and runs a domain-model rule on the filter the user builds.
import { createClient } from '@sightings/api-client';
import {
  emptyFilter,
  validateFilter,
  type Country,
  type FilterGroup,
  type Image,
  type PairMark,
} from '@sightings/domain-model';
import {
  Button,
  CountryPicker,
  createDataTableColumnHelper,
  DataTable,
  FilterBuilder,
  ImagePairGrid,
  lightTheme,
  type ImagePair,
} from '@sightings/ui';
import '@sightings/ui/style.css';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

let token: string | null = null;
const api = createClient({ baseUrl: '/api', getToken: () => token });

/** A picture drawn in place: the check needs no picture server. */
const picture = (label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="#cde"/><text x="10" y="60">${label}</text></svg>`,
  )}`;

const column = createDataTableColumnHelper<Image>();
const columns = [
  column.accessor('id', { header: 'ID', meta: { width: 20 } }),
  column.accessor((image) => image.domain ?? '', { id: 'domain', header: 'Domain' }),
  column.accessor('status', { header: 'Status', meta: { width: 30 } }),
];

function App() {
  const [images, setImages] = useState<Image[]>([]);
  const [countries, setCountries] = useState<Country[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [country, setCountry] = useState<{ priority: string | null; other: string | null }>({
    priority: null,
    other: null,
  });
  const [filter, setFilter] = useState<FilterGroup>(() => emptyFilter());
  const [decisions, setDecisions] = useState<Record<number, PairMark | undefined>>({});

  useEffect(() => {
    void (async () => {
      try {
        token = (await api.auth.login({ email: 'operator@example.com', password: 'review-demo' }))
          .accessToken;
        const [reserved, list] = await Promise.all([
          api.images.reservePending(4),
          api.reference.countries(),
        ]);
        setImages(reserved);
        setCountries(list);
      } catch (error) {
        setFailure(error instanceof Error ? error.message : String(error));
      }
    })();
  }, []);

  const pairs: ImagePair[] = images.map((image) => ({
    id: image.id,
    originalSrc: picture(`original ${image.id}`),
    foundSrc: picture(`found ${image.id}`),
    usageUrl: image.usageUrl ?? 'https://example.com/',
  }));
  const problems = validateFilter(filter, 'IMAGES');
  const marked = Object.values(decisions).filter((mark) => mark === 'IDENTICAL').length;

  return (
    <main>
      <h1>A consumer of the sightings packages</h1>
      <p role="status">
        {failure
          ? `Failed: ${failure}`
          : `${images.length} sightings reserved, ${countries.length} countries`}
      </p>
      <Button onPress={() => setDecisions({})}>Clear the marks</Button>
      <CountryPicker
        countries={countries}
        priority={country.priority}
        other={country.other}
        onChange={(kind, code) => setCountry((current) => ({ ...current, [kind]: code }))}
      />
      <p>Chosen country: {country.priority ?? country.other ?? 'none'}</p>
      <FilterBuilder value={filter} onChange={setFilter} queueType="IMAGES" problems={problems} />
      <p>Filter problems: {problems.length}</p>
      {pairs.length > 0 && (
        <ImagePairGrid
          pairs={pairs}
          decisions={decisions}
          onDecide={(ids, mark) =>
            setDecisions((current) => {
              const next = { ...current };
              for (const id of ids) next[id] = mark ?? undefined;
              return next;
            })
          }
        />
      )}
      <p>Marked identical: {marked}</p>
      <DataTable
        aria-label="Reserved sightings"
        columns={columns}
        data={images}
        getRowId={(image) => String(image.id)}
        sortMode="client"
      />
    </main>
  );
}

document.body.classList.add(lightTheme);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
